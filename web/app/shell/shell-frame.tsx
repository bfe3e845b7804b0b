import { SHELL_FRAME_HTML } from './shell-frame-html';

/**
 * What a signed-in page shows until the shell and the page are there: the frame the server already painted from the
 * HTML (./shell-frame-html.ts), so React's first render replaces it with the same boxes.
 */
export function ShellFrame() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: SHELL_FRAME_HTML }} />;
}
