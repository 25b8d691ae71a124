/** Small, real files made in memory: the server checks bytes, so these must be the real thing. */

/** A 1×1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A Windows executable header: must be refused whatever it is called. */
export const fakeExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
