export type FilePart = { data: Buffer; name: string; type: string };

/** Adds a file to a form the way a browser does, in the `file` field the receivers read. */
export function appendFile(form: FormData, file: FilePart): void {
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
}
