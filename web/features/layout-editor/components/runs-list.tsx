import { useTranslation } from 'react-i18next';
import { formatFeetInches } from '../../../../core/layout/format-feet-inches';
import { pointMap, runSegments } from '../../../../core/layout/layout-segments';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';

/** Every segment as a button, so keyboard and screen-reader users can pick what to edit. */
export function RunsList({ editor, snapshot }: { editor: LayoutEditor; snapshot: EditorSnapshot }) {
  const { t } = useTranslation();
  const points = pointMap(snapshot.doc);
  const sel = snapshot.selection;
  if (snapshot.doc.runs.length === 0) return <p className="text-sm text-muted-foreground">{t('layoutEditor.runs.empty')}</p>;
  return (
    <nav aria-label={t('layoutEditor.runs.title')}>
      <ol className="grid gap-2 text-sm">
        {snapshot.doc.runs.map((run, i) => (
          <li key={run.id}>
            <p className="font-medium">{run.label || t('layoutEditor.runName', { n: i + 1 })} · {t(`layoutEditor.fenceType.${run.props.fenceType}`)}, {t('layoutEditor.props.heightOption', { count: run.props.heightFt })}</p>
            <ul className="mt-1 flex flex-wrap gap-1">
              {runSegments(run, points).map((seg) => {
                const active = sel?.kind === 'segment' && sel.runId === run.id && sel.segmentIndex === seg.index;
                return (
                  <li key={seg.index}>
                    <button
                      type="button"
                      aria-pressed={active}
                      className={`rounded border px-2 py-0.5 ${active ? 'border-yellow-500 bg-yellow-100' : 'border-border bg-card'}`}
                      onClick={() => editor.set({ selection: { kind: 'segment', runId: run.id, segmentIndex: seg.index } })}
                    >
                      {t('layoutEditor.runs.segment', { n: seg.index + 1, length: formatFeetInches(seg.length) })}
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}
