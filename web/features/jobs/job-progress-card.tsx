// Progress notes (never empty) and photo URLs (must be valid), SPEC §5.
import { useTranslation } from 'react-i18next';
import { jobPhotoSchema, progressNoteSchema } from '../../../core/jobs/job.schema';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useAddNote, useAddPhoto, type JobDetail } from './job-api';
import { ProgressEntrySection } from './progress-entry-section';
import { useServerMessage } from '../../lib/server-message';
import { formatDateTime } from '../../lib/dates';

export function JobProgressCard({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const addNote = useAddNote(job.id);
  const addPhoto = useAddPhoto(job.id);
  const fail = (error: Error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: serverText(error) });
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('jobs.progress.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ProgressEntrySection
          headingId="notes-heading"
          title={t('jobs.progress.notes')}
          emptyText={job.notes.length === 0 ? t('jobs.progress.noNotes') : undefined}
          fieldLabel={t('jobs.progress.addNote')}
          submitLabel={t('jobs.progress.saveNote')}
          pending={addNote.isPending}
          renderInput={({ value, onChange }) => <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={2} />}
          onAdd={(note, clear) => {
            const parsed = progressNoteSchema.safeParse({ note });
            if (!parsed.success) return parsed.error.issues[0].message;
            addNote.mutate(parsed.data, { onSuccess: clear, onError: fail });
          }}
        >
          <ul className="grid gap-2">
            {job.notes.map((n, i) => (
              <li key={`${n.at}-${i}`} className="rounded-md bg-muted/50 p-2 text-sm">
                <span className="block text-xs text-muted-foreground">{when(n.at)}</span>
                {n.text}
              </li>
            ))}
          </ul>
        </ProgressEntrySection>
        <ProgressEntrySection
          headingId="photos-heading"
          title={t('jobs.progress.photos')}
          emptyText={job.photoUrls.length === 0 ? t('jobs.progress.noPhotos') : undefined}
          fieldLabel={t('jobs.progress.photoUrl')}
          submitLabel={t('jobs.progress.addPhoto')}
          pending={addPhoto.isPending}
          renderInput={({ value, onChange }) => <Input type="url" value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://" />}
          onAdd={(url, clear) => {
            const parsed = jobPhotoSchema.safeParse({ url });
            if (!parsed.success) return parsed.error.issues[0].message;
            addPhoto.mutate(parsed.data, { onSuccess: clear, onError: fail });
          }}
        >
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {job.photoUrls.map((src, i) => (
              <li key={`${src}-${i}`}>
                <a href={src} target="_blank" rel="noreferrer noopener" className="block text-sm text-primary underline break-all">
                  {t('jobs.progress.photoN', { n: i + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </ProgressEntrySection>
      </CardContent>
    </Card>
  );
}
