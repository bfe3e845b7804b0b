// Settings → CRM → Status mappings: the pipeline every quote's opportunity lives in, and for every quote and job status
// the stage it moves to and the opportunity status (open, won, lost, abandoned), or "Not synced" on purpose.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { opportunityStatuses, type OpportunityStatus } from '../../../core/crm/status-mapping';
import { statusMappingMessages, statusMappingsBodySchema, type StatusMappingsSet } from '../../../core/crm/status-mapping.schema';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { useCrmPipelines, type CrmPipeline } from './crm-inbound-api';
import { useSaveStatusMappings, useStatusMappings } from './crm-mappings-api';
import { useMappingMessage } from './mapping-message';
import {
  bodyFromForm,
  formFromSet,
  KEEP_STAGE,
  NOT_SYNCED,
  restNotSynced,
  rowKey,
  suggestStages,
  withKnownStages,
  withPipeline,
  withRow,
  type StatusMappingsForm,
  type StatusRow,
} from './status-mapping-form';

export function StatusMappingsSection() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const pipelines = useCrmPipelines(true);
  const saved = useStatusMappings();

  return (
    <SettingsCard title={t('crm.statusMappings.title')} description={t('crm.statusMappings.description')}>
      {pipelines.isPending || saved.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : pipelines.error instanceof ApiError && pipelines.error.key === 'signedInErrors.crm.notConnected' ? (
        <p className="text-sm text-muted-foreground">{t('crm.statusMappings.connectFirst')}</p>
      ) : pipelines.isError || saved.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-destructive">{serverText(pipelines.error ?? saved.error, t('crm.statusMappings.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void Promise.all([pipelines.refetch(), saved.refetch()])}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <StatusMappingsForm pipelines={pipelines.data.pipelines} saved={saved.data} />
      )}
    </SettingsCard>
  );
}

type Problems = { pipeline?: string; rows: Record<string, string>; form?: string };

function StatusMappingsForm({ pipelines, saved }: { pipelines: CrmPipeline[]; saved: StatusMappingsSet }) {
  const { t } = useTranslation();
  const mm = useMappingMessage();
  const serverText = useServerMessage();
  // A server-made message has its key; a schema's own (a 400 from the API) is worded like the form's.
  const say = (m: { message?: string; key?: string }, fallback?: string) => (m.key ? serverText(m, fallback) : (mm(m.message) ?? serverText(m, fallback)));
  const save = useSaveStatusMappings();
  const initial = useMemo(() => {
    const form = formFromSet(saved);
    const pipeline = pipelines.find((p) => p.id === form.pipelineId);
    return withKnownStages(pipeline ? form : { ...form, pipelineId: null }, new Set(pipeline?.stages.map((s) => s.id) ?? []));
  }, [saved, pipelines]);
  const [form, setForm] = useState<StatusMappingsForm>(initial);
  const [problems, setProblems] = useState<Problems>({ rows: {} });
  useEffect(() => setForm(initial), [initial]);

  const pipeline = pipelines.find((p) => p.id === form.pipelineId) ?? null;
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const undecided = form.rows.filter((r) => r.stage === '').length;

  const change = (next: StatusMappingsForm) => {
    setForm(next);
    setProblems({ rows: {} });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyFromForm(form);
    const parsed = statusMappingsBodySchema.safeParse(body);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((i) => i.message);
      const rows: Record<string, string> = {};
      if (messages.includes(statusMappingMessages.everyStatus)) {
        for (const r of form.rows) if (r.stage === '') rows[rowKey(r)] = mm(statusMappingMessages.everyStatus)!;
      }
      setProblems({
        pipeline: messages.includes(statusMappingMessages.choosePipeline) ? mm(statusMappingMessages.choosePipeline) : undefined,
        rows,
        form: mm(messages[0]),
      });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('crm.statusMappings.saved') }),
      onError: (error) => {
        // A field error names the body's row by its index: find that row again.
        const rows: Record<string, string> = {};
        let pipelineProblem: string | undefined;
        if (error instanceof ApiError) {
          for (const e of error.errors ?? []) {
            const index = /^mappings\.(\d+)\./.exec(e.path)?.[1];
            const row = index !== undefined ? body.mappings[Number(index)] : undefined;
            if (row) rows[rowKey(row)] = say(e);
            if (e.path === 'pipelineId') pipelineProblem = say(e);
          }
        }
        const text = say(error, t('crm.statusMappings.saveFailed'));
        setProblems({ rows, pipeline: pipelineProblem, form: text });
        toast({ variant: 'destructive', title: t('common.error'), description: text });
      },
    });
  };

  const rowsOf = (subject: 'quote' | 'job') => form.rows.filter((r) => r.subject === subject);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t('crm.statusMappings.title')}>
      <FormField id="status-mappings-pipeline" label={t('crm.statusMappings.pipeline')} hint={t('crm.statusMappings.pipelineHint')} error={problems.pipeline}>
        <Select value={form.pipelineId ?? ''} onValueChange={(id) => change(withPipeline(form, id))}>
          <SelectTrigger id="status-mappings-pipeline" className="sm:max-w-sm">
            <SelectValue placeholder={t('crm.statusMappings.choosePipeline')} />
          </SelectTrigger>
          <SelectContent>
            {pipelines.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {pipelines.length === 0 ? <p className="text-sm text-muted-foreground">{t('crm.statusMappings.noPipelines')}</p> : null}

      {(['quote', 'job'] as const).map((subject) => (
        <fieldset key={subject} className="grid min-w-0 gap-1">
          <legend className="mb-1 text-sm font-semibold">{t(`crm.statusMappings.${subject}Statuses`)}</legend>
          <div aria-hidden="true" className="hidden grid-cols-[11rem_minmax(0,1fr)_10rem] gap-3 px-1 text-xs text-muted-foreground sm:grid">
            <span>{t('crm.statusMappings.columns.status')}</span>
            <span>{t('crm.statusMappings.columns.stage')}</span>
            <span>{t('crm.statusMappings.columns.opportunityStatus')}</span>
          </div>
          <ul className="grid">
            {rowsOf(subject).map((row) => (
              <StatusRowFields key={rowKey(row)} row={row} pipeline={pipeline} problem={problems.rows[rowKey(row)]} onChange={(c) => change(withRow(form, rowKey(row), c))} />
            ))}
          </ul>
        </fieldset>
      ))}

      {problems.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problems.form}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {undecided > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            {pipeline ? (
              <Button type="button" variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => change(suggestStages(form, pipeline.stages))}>
                {t('crm.statusMappings.suggest')}
              </Button>
            ) : null}
            {/* Long labels wrap: the Spanish one is wider than a phone and widened the whole page. */}
            <Button type="button" variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => change(restNotSynced(form))}>
              {t('crm.statusMappings.restNotSynced', { count: undecided })}
            </Button>
          </div>
        ) : (
          <span />
        )}
        <SaveButton pending={save.isPending} dirty={dirty} label={t('crm.statusMappings.save')} />
      </div>
    </form>
  );
}

function StatusRowFields({
  row,
  pipeline,
  problem,
  onChange,
}: {
  row: StatusRow;
  pipeline: CrmPipeline | null;
  problem?: string;
  onChange: (change: Partial<Pick<StatusRow, 'stage' | 'opportunityStatus'>>) => void;
}) {
  const { t } = useTranslation();
  const id = `status-mapping-${row.subject}-${row.picketStatus}`;
  const status = row.subject === 'quote' ? (row.picketStatus === 'viewed' ? t('crm.statusMappings.viewed') : t(`quotes.status.${row.picketStatus}`)) : t(`jobs.status.${row.picketStatus}`);
  const synced = row.stage !== '' && row.stage !== NOT_SYNCED;
  return (
    <li className="grid gap-2 border-b border-border px-1 py-2 last:border-b-0 sm:grid-cols-[11rem_minmax(0,1fr)_10rem] sm:items-center sm:gap-3">
      <span className="grid">
        <span id={`${id}-name`} className="text-sm font-medium">
          {status}
        </span>
        {row.subject === 'quote' && row.picketStatus === 'viewed' ? <span className="text-xs text-muted-foreground">{t('crm.statusMappings.viewedHint')}</span> : null}
      </span>
      <Select value={row.stage} onValueChange={(stage) => onChange({ stage })}>
        <SelectTrigger id={`${id}-stage`} aria-label={t('crm.statusMappings.stageFor', { status })} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined}>
          <SelectValue placeholder={t('crm.statusMappings.chooseStage')} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NOT_SYNCED}>{t('crm.statusMappings.notSynced')}</SelectItem>
          <SelectItem value={KEEP_STAGE}>{t('crm.statusMappings.keepStage')}</SelectItem>
          {pipeline?.stages.map((s) => (
            <SelectItem key={s.id} value={s.id}>
              {s.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {synced ? (
        <Select value={row.opportunityStatus} onValueChange={(value) => onChange({ opportunityStatus: value as OpportunityStatus })}>
          <SelectTrigger id={`${id}-status`} aria-label={t('crm.statusMappings.opportunityStatusFor', { status })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {opportunityStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`crm.statusMappings.opportunityStatuses.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <span className="text-sm text-muted-foreground max-sm:hidden">{row.stage === NOT_SYNCED ? t('crm.statusMappings.notSyncedShort') : ''}</span>
      )}
      {problem ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
