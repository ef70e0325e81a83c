/**
 * PDF names that make a reader do something besides showing pages: run JavaScript, launch
 * a program, carry other files, play embedded media. A bank's transfer confirmation or a
 * qualification certificate needs none of them.
 */
const ACTIVE_NAMES = ['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia'];

/** `/J#53` is the same name as `/JS`: PDF names may spell any byte as #hh. */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether the PDF's visible syntax names an active feature. Names inside compressed object
 * streams are not seen here, which is why this is only the first line: every PDF is also
 * served as an attachment in a CSP sandbox (uploads.routes.ts), never rendered inline.
 */
export const pdfHasActiveContent = (data: Buffer): boolean => {
  const text = data.toString('latin1');
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = match[1];
    if (name !== undefined && ACTIVE_NAMES.includes(decodeName(name))) return true;
  }
  return false;
};
