// fontkit ships no types; the signature image uses only create() (signature-image.ts declares the shapes it reads).
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
