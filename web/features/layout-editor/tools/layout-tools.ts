// The layout editor's tools, handed to it when it is made (`new LayoutEditor(layoutTools, …)`): the tools import the
// editor's type to drive it, the editor imports no tool.
import type { EditorTools } from '../editor/layout-editor';
import { calibrateIdle } from './calibrate/idle';
import { drawIdle } from './draw/idle';
import { gateIdle } from './gate/idle';
import { panIdle } from './pan/idle';
import { selectIdle } from './select/idle';

export const layoutTools: EditorTools = { draw: drawIdle, select: selectIdle, gate: gateIdle, pan: panIdle, calibrate: calibrateIdle };
