import type { DownloadedFile } from "@waea/domain/billing";

/** Hands a downloaded document to the browser to save under its name (an object URL, released at once). */
export const saveFile = (file: DownloadedFile): void => {
  const blob = new Blob([new Uint8Array(file.bytes)], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
