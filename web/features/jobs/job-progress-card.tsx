// Progress notes (never empty) and photo URLs (must be valid), SPEC §5.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobPhotoSchema, progressNoteSchema } from '../../../core/jobs/job.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useAddNote, useAddPhoto, type JobDetail } from './job-api';

export function JobProgressCard({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const vm = useValidationMessage();
  const addNote = useAddNote(job.id);
  const addPhoto = useAddPhoto(job.id);
  const [note, setNote] = useState('');
  const [url, setUrl] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [urlError, setUrlError] = useState<string>();
  const fail = (error: Error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: error.message });
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('jobs.progress.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-3" aria-labelledby="notes-heading">
          <h3 id="notes-heading" className="font-semibold">
            {t('jobs.progress.notes')}
          </h3>
          {job.notes.length === 0 ? <p className="text-sm text-muted-foreground">{t('jobs.progress.noNotes')}</p> : null}
          <ul className="grid gap-2">
            {job.notes.map((n, i) => (
              <li key={`${n.at}-${i}`} className="rounded-md bg-muted/50 p-2 text-sm">
                <span className="block text-xs text-muted-foreground">{when(n.at)}</span>
                {n.text}
              </li>
            ))}
          </ul>
          <form
            noValidate
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = progressNoteSchema.safeParse({ note });
              if (!parsed.success) return setNoteError(parsed.error.issues[0].message);
              setNoteError(undefined);
              addNote.mutate(parsed.data, { onSuccess: () => setNote(''), onError: fail });
            }}
          >
            <FormField label={t('jobs.progress.addNote')} error={vm(noteError)}>
              <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
            </FormField>
            <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={addNote.isPending}>
              {t('jobs.progress.saveNote')}
            </Button>
          </form>
        </section>
        <section className="grid gap-3" aria-labelledby="photos-heading">
          <h3 id="photos-heading" className="font-semibold">
            {t('jobs.progress.photos')}
          </h3>
          {job.photoUrls.length === 0 ? <p className="text-sm text-muted-foreground">{t('jobs.progress.noPhotos')}</p> : null}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {job.photoUrls.map((src, i) => (
              <li key={`${src}-${i}`}>
                <a href={src} target="_blank" rel="noreferrer noopener" className="block text-sm text-primary underline break-all">
                  {t('jobs.progress.photoN', { n: i + 1 })}
                </a>
              </li>
            ))}
          </ul>
          <form
            noValidate
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = jobPhotoSchema.safeParse({ url });
              if (!parsed.success) return setUrlError(parsed.error.issues[0].message);
              setUrlError(undefined);
              addPhoto.mutate(parsed.data, { onSuccess: () => setUrl(''), onError: fail });
            }}
          >
            <FormField label={t('jobs.progress.photoUrl')} error={vm(urlError)}>
              <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
            </FormField>
            <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={addPhoto.isPending}>
              {t('jobs.progress.addPhoto')}
            </Button>
          </form>
        </section>
      </CardContent>
    </Card>
  );
}
