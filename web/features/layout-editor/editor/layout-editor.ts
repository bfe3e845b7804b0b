import { defaultGateWidthFt, defaultRunProperties, emptyLayoutDocument, type GateKind } from '../../../../core/layout/layout-constants';
import type { LayoutDocument, RunProperties } from '../../../../core/layout/layout-document.schema';
import { deleteGate, deleteSegment, deleteVertex, movePoint, clampGates } from '../../../../core/layout/edit-layout';
import { hitTestLayout, type LayoutHit } from '../../../../core/layout/hit-test-layout';
import { snapPoint, type SnapGuide, type SnapResult } from '../../../../core/layout/snap-point';
import type { Vec } from '../../../../core/layout/vector-math';
import type { EditorKey, EditorPointer, ToolId, ToolState } from '../tools/tool-state';
import { fitCamera, panBy, zoomAt, type Camera } from './camera';
import { EditHistory } from './edit-history';

export type Selection =
  | { kind: 'vertex'; vertexId: string }
  | { kind: 'segment'; runId: string; segmentIndex: number }
  | { kind: 'gate'; gateId: string }
  | null;

export interface EditorPreview {
  /** Rubber band of the segment being drawn. */
  from?: Vec;
  to?: Vec;
  hover?: Vec;
  guides: SnapGuide[];
}

export interface EditorSnapshot {
  doc: LayoutDocument;
  camera: Camera;
  tool: ToolId;
  stateId: string;
  selection: Selection;
  preview: EditorPreview;
  defaults: RunProperties;
  gateKind: GateKind;
  gateWidthFt: number;
  gridFt: number;
  canUndo: boolean;
  canRedo: boolean;
  /** A short notice for the user (an i18n key), e.g. a gate that does not fit. */
  notice: string | null;
  /** The line measured over a background image, waiting for its real length. */
  calibration: { a: Vec; b: Vec } | null;
}

/** Each tool's idle state, handed in (tools/layout-tools.ts), so the editor never imports the tools that drive it. */
export type EditorTools = Record<ToolId, () => ToolState>;
// Screen pixels within which the pointer catches a vertex or a run: fingers need more room than a mouse.
const tolerancePx = { mouse: 10, pen: 12, touch: 22 } as const;

/** The editor's state and its one door for input; React reads it through subscribe/getSnapshot. */
export class LayoutEditor {
  private state: EditorSnapshot;
  private toolState: ToolState;
  private history = new EditHistory();
  private readonly listeners = new Set<() => void>();
  viewport = { width: 800, height: 600 };

  constructor(
    private readonly tools: EditorTools,
    doc: LayoutDocument = emptyLayoutDocument(),
    tool: ToolId = 'draw',
  ) {
    this.toolState = tools[tool]();
    this.state = {
      doc, tool, stateId: this.toolState.id, camera: { x: -5, y: -5, scale: 10 }, selection: null, preview: { guides: [] },
      defaults: defaultRunProperties, gateKind: 'single', gateWidthFt: defaultGateWidthFt.single, gridFt: 1,
      canUndo: false, canRedo: false, notice: null, calibration: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.state;

  get doc(): LayoutDocument {
    return this.state.doc;
  }

  set(partial: Partial<EditorSnapshot>): void {
    this.state = { ...this.state, ...partial, canUndo: this.history.canUndo, canRedo: this.history.canRedo };
    for (const l of this.listeners) l();
  }

  // --- gestures and history -------------------------------------------------
  beginGesture(): void {
    this.history.mark(this.state.doc);
  }

  setDoc(doc: LayoutDocument): void {
    this.set({ doc });
  }

  commitGesture(): void {
    this.history.commit(this.state.doc);
    this.set({});
  }

  cancelGesture(): void {
    const back = this.history.cancel();
    this.set({ doc: back ?? this.state.doc, preview: { guides: [] } });
  }

  /** One undoable change outside a pointer gesture (panel edits, keyboard). */
  apply(change: (doc: LayoutDocument) => LayoutDocument, selection?: Selection): void {
    this.cancelTool();
    this.history.mark(this.state.doc);
    this.state = { ...this.state, doc: change(this.state.doc) };
    this.history.commit(this.state.doc);
    this.set(selection === undefined ? {} : { selection });
  }

  undo(): void {
    this.cancelTool();
    const doc = this.history.undo(this.state.doc);
    if (doc) this.set({ doc, selection: null });
  }

  redo(): void {
    this.cancelTool();
    const doc = this.history.redo(this.state.doc);
    if (doc) this.set({ doc, selection: null });
  }

  /** Replaces the drawing (opening a saved quote): history starts afresh. */
  load(doc: LayoutDocument): void {
    this.cancelTool();
    this.history = new EditHistory();
    this.set({ doc, selection: null });
  }

  // --- tools ----------------------------------------------------------------
  setTool(tool: ToolId): void {
    this.cancelTool();
    this.toolState = this.tools[tool]();
    this.set({ tool, stateId: this.toolState.id, preview: { guides: [] }, notice: null });
  }

  transition(next: ToolState | void): void {
    if (!next || next === this.toolState) return;
    this.toolState = next;
    this.set({ stateId: next.id });
  }

  idleState(): ToolState {
    return this.tools[this.state.tool]();
  }

  private cancelTool(): void {
    if (this.toolState.onCancel) this.transition(this.toolState.onCancel(this));
    if (this.history.inGesture) this.cancelGesture();
  }

  pointerDown(e: EditorPointer): void {
    this.transition(this.toolState.onPointerDown?.(this, e));
  }

  pointerMove(e: EditorPointer): void {
    this.transition(this.toolState.onPointerMove?.(this, e));
  }

  pointerUp(e: EditorPointer): void {
    this.transition(this.toolState.onPointerUp?.(this, e));
  }

  cancel(): void {
    this.cancelTool();
  }

  /** Keyboard: the tool first, then the editor's shortcuts. Returns true when the key was used. */
  key(e: EditorKey): boolean {
    const used = this.toolState.onKey?.(this, e);
    if (used?.handled) {
      this.transition(used.next);
      return true;
    }
    const k = e.key.toLowerCase();
    if (e.ctrlOrMeta && k === 'z') {
      if (e.shift) this.redo();
      else this.undo();
    }
    else if (e.ctrlOrMeta && k === 'y') this.redo();
    else if (e.key === 'Escape') {
      this.cancelTool();
      this.set({ selection: null });
    } else if (e.key === 'Delete' || e.key === 'Backspace') this.deleteSelection();
    else return false;
    return true;
  }

  deleteSelection(): void {
    const sel = this.state.selection;
    if (!sel) return;
    if (sel.kind === 'vertex') this.apply((d) => deleteVertex(d, sel.vertexId), null);
    else if (sel.kind === 'segment') this.apply((d) => deleteSegment(d, sel.runId, sel.segmentIndex), null);
    else this.apply((d) => deleteGate(d, sel.gateId), null);
  }

  moveVertexBy(vertexId: string, dx: number, dy: number): void {
    const p = this.state.doc.points.find((pt) => pt.id === vertexId);
    if (p) this.apply((d) => clampGates(movePoint(d, vertexId, { x: p.x + dx, y: p.y + dy })));
  }

  // --- geometry helpers for tools -------------------------------------------
  toleranceFt(pointerType: EditorPointer['pointerType']): number {
    return tolerancePx[pointerType] / this.state.camera.scale;
  }

  snap(world: Vec, e: Pick<EditorPointer, 'shift' | 'pointerType'>, options: { anchor?: Vec | null; exclude?: ReadonlySet<string> } = {}): SnapResult {
    return snapPoint(this.state.doc, world, {
      gridFt: this.state.gridFt, thresholdFt: this.toleranceFt(e.pointerType), anchor: options.anchor, free: e.shift, excludeVertexIds: options.exclude,
    });
  }

  hitTest(world: Vec, pointerType: EditorPointer['pointerType']): LayoutHit | null {
    return hitTestLayout(this.state.doc, world, this.toleranceFt(pointerType));
  }

  // --- camera ---------------------------------------------------------------
  setCamera(camera: Camera): void {
    this.set({ camera });
  }

  pan(dxPx: number, dyPx: number): void {
    this.set({ camera: panBy(this.state.camera, dxPx, dyPx) });
  }

  zoom(screenPoint: Vec, factor: number): void {
    this.set({ camera: zoomAt(this.state.camera, screenPoint, factor) });
  }

  fit(): void {
    const used = new Set(this.state.doc.runs.flatMap((r) => r.vertexIds));
    this.set({ camera: fitCamera(this.state.doc.points.filter((p) => used.has(p.id)), this.viewport) });
  }
}
