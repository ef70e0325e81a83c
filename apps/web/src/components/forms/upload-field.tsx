import { ImageViewer } from 'antd-mobile';
import { Icon } from '../icon/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ZOOM } from '../../config/ui-constants';
import { describeFailure, toastMessages } from '../../lib/ui/notify';
import { Spinner } from '../feedback/spinner';
import { fetchUploadUrl, useUploadFile, type UploadPurpose } from '../../lib/uploads/upload-file';
import './upload-field.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const DOCUMENT_TYPES = `${IMAGE_TYPES},application/pdf`;

interface Preview {
  url: string;
  mime: string;
}

/**
 * One file for a Form.Item: uploads on choice (POST upload) and holds the stored id as the
 * field value. The thumbnail shows the server's re-encoded copy, fetched with the session.
 */
export const UploadField = ({
  value,
  onChange,
  purpose,
  label,
  allowPdf = false,
  testId,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  purpose: UploadPurpose;
  label: string;
  allowPdf?: boolean;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [name, setName] = useState('');

  // Revoke the object URL when it is replaced or the field goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    try {
      const stored = await upload.mutateAsync({ purpose, file });
      setName(file.name);
      onChange?.(stored.id);
      try {
        setPreview(await fetchUploadUrl(stored.id));
      } catch {
        // The file is stored; only its thumbnail is missing.
        setPreview(null);
      }
    } catch (error) {
      toastMessages(describeFailure(error, t));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const clear = (): void => {
    setPreview(null);
    setName('');
    onChange?.(undefined);
  };

  const isImage = preview?.mime.startsWith('image/') ?? false;

  return (
    <div className="upload-field" data-testid={testId}>
      {value ? (
        <div className="upload-tile filled" data-testid={testId ? `${testId}-done` : undefined}>
          {preview && isImage ? (
            <button
              type="button"
              className="upload-thumb-button"
              aria-label={label}
              onClick={() => ImageViewer.show({ image: preview.url, maxZoom: IMAGE_ZOOM.max })}
              data-testid={testId ? `${testId}-preview` : undefined}
            >
              <img src={preview.url} alt={label} className="upload-thumb" />
            </button>
          ) : (
            <div className="upload-doc">
              <Icon name="FileOutline" fontSize={28} />
              <span className="ellipsis">{name || 'PDF'}</span>
            </div>
          )}
          <button
            type="button"
            className="upload-remove"
            aria-label={t('upload.remove')}
            onClick={clear}
          >
            <Icon name="CloseOutline" />
          </button>
        </div>
      ) : (
        <label className="upload-tile" htmlFor={inputId}>
          {upload.isPending ? (
            <Spinner size={24} />
          ) : (
            <Icon name="AddOutline" fontSize={26} />
          )}
          <span className="upload-label">{label}</span>
        </label>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        className="upload-input"
        accept={allowPdf ? DOCUMENT_TYPES : IMAGE_TYPES}
        disabled={upload.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p className="upload-hint muted">
        {allowPdf ? t('upload.hintDocument') : t('upload.hintImage')}
      </p>
    </div>
  );
};
