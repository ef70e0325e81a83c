import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Spinner } from '../../../components/feedback/spinner';
import { describeFailure, toastMessages } from '../../../lib/ui/notify';
import { useUploadFile } from '../../../lib/uploads/upload-file';

/** The canvas keeps its CSS size; its pixels follow the screen's density so strokes stay sharp. */
const fitCanvas = (canvas: HTMLCanvasElement, pad: SignaturePad): void => {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
};

/** The drawing as PNG bytes, read from the canvas itself (no data: URL to fetch, which CSP forbids). */
const pngOf = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('empty canvas'))),
      'image/png',
    ),
  );

/**
 * A hand-drawn signature for a Form.Item: drawn with a finger or the mouse on a canvas
 * (signature_pad), saved as a PNG through the upload service (purpose `signature`) when the
 * customer confirms it; the field value is the stored file's id. Clearing starts over.
 */
export const SignatureField = ({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
}) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const upload = useUploadFile();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, { penColor: '#1a1a2e', minWidth: 0.8 });
    pad.current = signature;
    fitCanvas(element, signature);
    const onStroke = (): void => setDrawn(!signature.isEmpty());
    signature.addEventListener('endStroke', onStroke);
    return () => {
      signature.removeEventListener('endStroke', onStroke);
      signature.off();
      pad.current = null;
    };
  }, []);

  const clear = (): void => {
    pad.current?.clear();
    setDrawn(false);
    onChange?.(undefined);
    if (pad.current) pad.current.on();
  };

  const save = async (): Promise<void> => {
    const signature = pad.current;
    const element = canvas.current;
    if (!signature || !element || signature.isEmpty()) return;
    try {
      const file = new File([await pngOf(element)], 'signature.png', { type: 'image/png' });
      const stored = await upload.mutateAsync({ purpose: 'signature', file });
      // A saved signature is final for this application; Clear starts a new one.
      signature.off();
      onChange?.(stored.id);
    } catch (error) {
      toastMessages(describeFailure(error, t));
    }
  };

  return (
    <div className="signature-field" data-testid="loan-signature">
      <canvas
        ref={canvas}
        className={value ? 'signature-canvas saved' : 'signature-canvas'}
        aria-label={t('loans.signHere')}
        data-testid="loan-signature-canvas"
      />
      {!drawn && !value && <span className="signature-placeholder">{t('loans.signHere')}</span>}
      <div className="signature-actions">
        {value ? (
          <span className="signature-saved" data-testid="loan-signature-saved">
            ✓ {t('loans.signatureSaved')}
          </span>
        ) : (
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={!drawn || upload.isPending}
            onClick={() => void save()}
            data-testid="loan-signature-save"
          >
            {upload.isPending ? (
              <Spinner size={14} tone="current" />
            ) : (
              t('loans.saveSignature')
            )}
          </Button>
        )}
        <Button size="small" fill="none" onClick={clear} data-testid="loan-signature-clear">
          {t('loans.clearSignature')}
        </Button>
      </div>
    </div>
  );
};
