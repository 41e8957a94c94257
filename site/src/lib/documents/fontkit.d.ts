// fontkit ships no types; pdf-lib needs only `create` (see pdfFonts.ts).
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): object;
}
