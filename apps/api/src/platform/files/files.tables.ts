/** Every stored upload, whatever context it belongs to; downloads resolve file ids here. */
export interface StoredFilesTable {
  file_id: string;
  owner_kind: string;
  owner_id: string;
  filename: string;
  file_type: string;
  content_type: string;
  size: number;
  sha256: string;
  blob_key: string;
  created_at: Date;
}

export interface FilesTables {
  stored_files: StoredFilesTable;
}
