import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';

/**
 * Undo/redo over whole documents (they are immutable, so a snapshot is a pointer).
 * A gesture opens a mark; commit makes it one undo step (only if the drawing changed), cancel rolls back to it.
 */
export class EditHistory {
  private undoStack: LayoutDocument[] = [];
  private redoStack: LayoutDocument[] = [];
  private markDoc: LayoutDocument | null = null;

  get inGesture(): boolean {
    return this.markDoc !== null;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  mark(current: LayoutDocument): void {
    if (this.markDoc === null) this.markDoc = current;
  }

  commit(current: LayoutDocument): void {
    if (this.markDoc !== null && this.markDoc !== current) {
      this.undoStack.push(this.markDoc);
      this.redoStack = [];
      if (this.undoStack.length > 500) this.undoStack.shift();
    }
    this.markDoc = null;
  }

  /** The document to go back to (the mark), or null when no gesture is open. */
  cancel(): LayoutDocument | null {
    const back = this.markDoc;
    this.markDoc = null;
    return back;
  }

  undo(current: LayoutDocument): LayoutDocument | null {
    const previous = this.undoStack.pop();
    if (!previous) return null;
    this.redoStack.push(current);
    return previous;
  }

  redo(current: LayoutDocument): LayoutDocument | null {
    const next = this.redoStack.pop();
    if (!next) return null;
    this.undoStack.push(current);
    return next;
  }
}
