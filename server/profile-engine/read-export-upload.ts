/**
 * One upload of ig-uploadExport read into the export's lists: Instagram's export ZIP as
 * it arrives, or the JSON files from it, as they were uploaded.
 */
import { EXPORT_ZIP_NAME, ZIP_WITH_OTHER_FILES_TEXT } from '../../content/export-upload.ts';
import { exportFilesInZip } from './export-zip.ts';
import { InstagramExportError, parseInstagramExport, type ParsedExport } from './instagram-export.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

const utf8 = new TextDecoder();

export function readExportUpload(files: UploadedFile[]): ParsedExport {
  const zip = files.find((file) => EXPORT_ZIP_NAME.test(file.name));
  if (!zip) return parseInstagramExport(files.map((file) => ({ name: file.name, text: utf8.decode(file.bytes) })));
  if (files.length > 1) throw new InstagramExportError('zip-with-other-files', null, ZIP_WITH_OTHER_FILES_TEXT);
  return parseInstagramExport(exportFilesInZip(zip.bytes));
}
