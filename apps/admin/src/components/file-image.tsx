import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../api/api-error';
import { api } from '../api/client';

/**
 * A customer's uploaded document from private storage. An <img src> cannot carry the
 * operator's bearer token, so the bytes are fetched through the API client and shown from
 * a blob URL that lives only as long as the component.
 */
export const FileImage = ({ id, alt }: { id: string; alt: string }) => {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: ['file', id],
    queryFn: async () => {
      const { data, response } = await api.GET('/api/v1/admin/files/{id}', {
        params: { path: { id } },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw toApiError(response.status, null);
      return data as Blob;
    },
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isPending) return <Skeleton.Image active />;
  if (!url) return <span className="muted">{t('common.fileMissing')}</span>;
  if (file.data?.type === 'application/pdf')
    return (
      <a href={url} target="_blank" rel="noreferrer">
        {alt} (PDF)
      </a>
    );
  return <Image src={url} alt={alt} width={72} height={48} className="document-image" />;
};
