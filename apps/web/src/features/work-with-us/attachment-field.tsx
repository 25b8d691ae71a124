import { ATTACHMENT_ACCEPT } from '@intake/machines';
import type { ChangeEvent } from 'react';

interface AttachmentFieldProps {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onSelect: (file: File) => void;
  onClear: () => void;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function AttachmentField({ file, error, disabled, onSelect, onClear }: AttachmentFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The machine holds the chosen file; emptying the input lets the same file be picked again
    // after a removal or a refusal.
    event.target.value = '';
    if (picked) onSelect(picked);
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor="wwu-attachment">
        Attachment <span className="field__optional">(optional)</span>
      </label>
      <div className={`file-picker${disabled ? ' file-picker--disabled' : ''}`}>
        <input
          id="wwu-attachment"
          name="attachment"
          type="file"
          className="file-picker__input"
          accept={ATTACHMENT_ACCEPT}
          disabled={disabled}
          aria-describedby={error ? 'wwu-attachment-hint wwu-attachment-error' : 'wwu-attachment-hint'}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
        />
        <span className="file-picker__button" aria-hidden="true">
          {file ? 'Replace file' : 'Choose file'}
        </span>
        <span className="file-picker__name" aria-hidden="true">
          {file ? file.name : 'No file chosen'}
        </span>
      </div>
      <p id="wwu-attachment-hint" className="field__hint">
        PDF, Word, PowerPoint or image, up to 15 MB; MP4 video up to 50 MB.
      </p>
      {file && (
        <p className="file-chosen">
          <span>
            Selected: <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </span>
          <button type="button" className="link-button" onClick={onClear} disabled={disabled}>
            Remove attachment
          </button>
        </p>
      )}
      {error && (
        <p id="wwu-attachment-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
