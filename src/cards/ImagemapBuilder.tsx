// The imagemap builder (03 §5, §9; LINE only): an image whose areas are drawn by dragging on it, each
// a link or a text the customer sends. Areas are kept in the image scaled to 320 wide; the numeric
// fields per area are the keyboard's way to place them.
import { useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IMAGEMAP_ACTIONS_MAX, IMAGEMAP_BASE_WIDTH } from '../../common/broadcast-content';
import type { BroadcastImagemapData } from '../../common/contracts/broadcasts';
import { secondaryButton } from '../ui/buttons';
import type { Uploader } from '../uploads/upload-client';
import { control, TextField } from './fields';
import { ImageField } from './ImageField';
import { areaStyle, baseHeightOf, toBaseArea, type Area } from './imagemap-geometry';
import { useShownUrls } from './shown-url';

type Action = BroadcastImagemapData['actions'][number];
type Drag = { from: { x: number; y: number }; to: { x: number; y: number }; width: number };

/** Where the pointer is on the shown image, and how wide it is shown. */
function point(event: PointerEvent<HTMLDivElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  return { at: { x: event.clientX - box.left, y: event.clientY - box.top }, width: box.width };
}

export function ImagemapBuilder({ orgId, value, onChange, problem, problemField, upload }: {
  orgId: string;
  value: BroadcastImagemapData;
  onChange: (next: BroadcastImagemapData) => void;
  /** What the shared rules say is wrong (active language), and the field it names under data (`actions/0/label`). */
  problem?: string;
  problemField?: string;
  upload?: Uploader;
}) {
  const { t } = useLingui();
  const { shownUrl } = useShownUrls();
  const [drag, setDrag] = useState<Drag | null>(null);
  const at = (field: string) => (problemField === field ? problem : undefined);
  const setAction = (index: number, action: Action) => onChange({ ...value, actions: value.actions.map((item, i) => (i === index ? action : item)) });
  const canAdd = value.actions.length < IMAGEMAP_ACTIONS_MAX;

  function addArea(area: Area) {
    onChange({ ...value, actions: [...value.actions, { type: 'url', label: '', data: '', area }] });
  }
  function finish() {
    const width = drag?.width ?? 0;
    if (drag && width > 0 && canAdd && Math.abs(drag.to.x - drag.from.x) > 3 && Math.abs(drag.to.y - drag.from.y) > 3) {
      addArea(toBaseArea(drag.from, drag.to, width, value.baseHeight));
    }
    setDrag(null);
  }

  const dragStyle = drag && drag.width > 0 ? areaStyle(toBaseArea(drag.from, drag.to, drag.width, value.baseHeight), value.baseHeight) : undefined;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t`Imagemap`}</legend>
      <ImageField orgId={orgId} label={t`Imagemap image`} upload={upload} value={value.imageUrl} problem={at('imageUrl')}
        onChange={(imageUrl) => onChange({ ...value, imageUrl })}
        onSize={({ width, height }) => { const baseHeight = baseHeightOf(width, height); if (baseHeight !== value.baseHeight) onChange({ ...value, baseHeight }); }} />
      <TextField label={t`Alternative text (shown in notifications)`} value={value.content ?? ''} maxLength={400} problem={at('content')}
        onChange={(content) => onChange({ ...value, content })} />
      {value.imageUrl && (
        <div>
          <p className="mb-1 text-xs text-slate-600">{t`Drag on the image to draw an area, or add one and type its position.`}</p>
          <div
            data-testid="imagemap-canvas"
            className="relative w-80 touch-none select-none"
            onPointerDown={(event) => { const { at: start, width } = point(event); event.currentTarget.setPointerCapture?.(event.pointerId); setDrag({ from: start, to: start, width }); }}
            onPointerMove={(event) => { if (drag) setDrag({ ...drag, to: point(event).at }); }}
            onPointerUp={finish}
          >
            <img src={shownUrl(value.imageUrl)} alt="" draggable={false} className="block w-full" />
            {value.actions.map((action, index) => (
              <div key={index} aria-hidden="true" style={areaStyle(action.area, value.baseHeight)}
                className="absolute border-2 border-indigo-500 bg-indigo-500/20 text-xs font-semibold text-indigo-900">{index + 1}</div>
            ))}
            {dragStyle && <div aria-hidden="true" style={dragStyle} className="absolute border-2 border-dashed border-indigo-700" />}
          </div>
        </div>
      )}
      {value.actions.map((action, index) => (
        <AreaFields key={index} number={index + 1} action={action} baseHeight={value.baseHeight}
          problem={(field) => at(`actions/${index}/${field}`)}
          onChange={(next) => setAction(index, next)}
          onRemove={() => onChange({ ...value, actions: value.actions.filter((_, i) => i !== index) })} />
      ))}
      {canAdd && (
        <button type="button" className={`${secondaryButton} self-start`}
          onClick={() => addArea({ x: 0, y: 0, width: IMAGEMAP_BASE_WIDTH, height: Math.min(value.baseHeight, 100) })}>
          {t`Add an area`}
        </button>
      )}
      {problem && !problemField?.match(/^(imageUrl|content|actions\/\d+\/(label|data|area))$/) && <p role="alert" className="text-sm text-red-700">{problem}</p>}
    </fieldset>
  );
}

function AreaFields({ number, action, baseHeight, problem, onChange, onRemove }: {
  number: number;
  action: Action;
  baseHeight: number;
  problem: (field: string) => string | undefined;
  onChange: (action: Action) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const setArea = (key: keyof Area, text: string) => {
    const whole = Math.max(0, Math.round(Number(text) || 0));
    onChange({ ...action, area: { ...action.area, [key]: key === 'width' || key === 'height' ? Math.max(1, whole) : whole } });
  };
  const coordinates: [keyof Area, string, number][] = [
    ['x', t`Left`, IMAGEMAP_BASE_WIDTH], ['y', t`Top`, baseHeight], ['width', t`Width`, IMAGEMAP_BASE_WIDTH], ['height', t`Height`, baseHeight],
  ];
  const areaProblem = problem('area');
  return (
    <fieldset aria-label={t`Area ${number}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-slate-800">{t`Area ${number}`}</span>
        <button type="button" className={secondaryButton} onClick={onRemove} aria-label={t`Remove area ${number}`}>{t`Remove`}</button>
      </div>
      <div className="grid grid-cols-4 gap-2">
        {coordinates.map(([key, label, max]) => (
          <label key={key} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {label}
            <input type="number" min={0} max={max} value={action.area[key]} aria-invalid={areaProblem ? true : undefined}
              className={`${control} ${areaProblem ? 'border-red-500' : 'border-slate-300'}`} onChange={(event) => setArea(key, event.target.value)} />
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-500">{t`Positions are in the image scaled to ${IMAGEMAP_BASE_WIDTH} pixels wide (${IMAGEMAP_BASE_WIDTH}×${baseHeight}).`}</p>
      {areaProblem && <p className="text-xs text-red-700">{areaProblem}</p>}
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t`Area ${number}: action`}
        <select value={action.type} className={`${control} border-slate-300`}
          onChange={(event) => onChange({ ...action, type: event.target.value as Action['type'], data: '' })}>
          <option value="url">{t`Open a link`}</option>
          <option value="message">{t`Send a text`}</option>
        </select>
      </label>
      <TextField label={t`Area ${number}: display text`} value={action.label ?? ''} maxLength={100} problem={problem('label')} onChange={(label) => onChange({ ...action, label })} />
      <TextField label={action.type === 'url' ? t`Area ${number}: link` : t`Area ${number}: text to send`} value={action.data} maxLength={1000}
        problem={problem('data')} onChange={(data) => onChange({ ...action, data })} />
    </fieldset>
  );
}
