import { exportUploadLogic } from '../../../../app/export-upload';
import { ExportUploadActor, ExportUploadCard } from './export-upload-card';

/** The user's own Instagram data export, uploaded from the Analytics screen. */
export function ExportUpload() {
  return (
    <ExportUploadActor.Provider logic={exportUploadLogic}>
      <ExportUploadCard />
    </ExportUploadActor.Provider>
  );
}
