import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { contract, type ElevatorUseSign } from '@portal/contract';
import { useEffect, useState } from 'react';
import { tsr } from '../../api/client';
import { elevatorUseSignKeys } from '../../api/queries/elevator-use-signs';
import { downloadFile, saveBlob } from '../../lib/download';
import { useDownloadFailure } from '../../lib/use-download-failure';
import { listFrame, ListPage, listQueryOptions, useListState, type ColumnDef } from '../../ui/list-page';
import { SectionCard } from '../../ui/section-card';
import { USE_SIGN_LIST } from './list-params';
import { useElevatorUseSignsText, type ElevatorUseSignsTextKey } from './messages';
import { CatalogueLabel } from '../../ui/value-label';

/** The most signs one PDF holds (the platform refuses more). */
export const MAX_SIGNS = 50;

type SignRow = ElevatorUseSign & { id: string };

const COLUMNS: readonly ColumnDef<SignRow, ElevatorUseSignsTextKey>[] = [
  { key: 'registerCode', header: 'field.registerCode', sortKey: 'registerCode', mono: true, cell: (item) => item.registerCode },
  { key: 'subType', header: 'field.subType', cell: (item) => <CatalogueLabel code={item.subTypeName || item.categoryName} /> },
  { key: 'unitInternalNo', header: 'field.unitInternalNo', sortKey: 'unitInternalNo', cell: (item) => item.unitInternalNo || '—' },
  { key: 'useCertNo', header: 'field.useCertNo', cell: (item) => item.useCertNo || '—' },
  { key: 'nextCheckDate', header: 'field.nextCheckDate', sortKey: 'nextCheckDate', cell: (item) => item.nextCheckDate ?? '—' },
  { key: 'maintenanceUnit', header: 'field.maintenanceUnit', cell: (item) => item.maintenanceUnit || '—', wrap: true, minW: '32' },
  { key: 'maintenancePhone', header: 'field.maintenancePhone', cell: (item) => item.maintenancePhone || '—' },
];

export function signsPdfUrl(ids: readonly string[]): string {
  return `${contract.elevatorUseSigns.printBatch.path}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

type Preview = { url: string; blob: Blob; fileName: string };

/**
 * /elevatorDetection/elevatorPrinting: the unit's elevators with row selection; the chosen ones'
 * use signs come as one PDF (one sign per page), previewed in the page and downloadable.
 */
export function ElevatorPrintingPage() {
  const t = useElevatorUseSignsText();
  const list = useListState(USE_SIGN_LIST);
  const result = tsr.elevatorUseSigns.list.useQuery({
    ...listQueryOptions(elevatorUseSignKeys.list, list),
    // The list kit keys rows by `id`; a row here is an elevator.
    select: (data) => ({ ...data, body: { ...data.body, items: data.body.items.map((item) => ({ ...item, id: item.equipmentId })) } }),
  });
  const [chosen, setChosen] = useState<ReadonlyMap<string, SignRow>>(new Map());
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const onFailure = useDownloadFailure(t('printing.failed'));

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);

  const toggle = (row: SignRow, checked: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const ids = [...chosen.keys()];
  const tooMany = ids.length > MAX_SIGNS;

  const print = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(signsPdfUrl(ids), () => undefined, t('printing.failed'));
      const blob = new Blob([file.blob], { type: 'application/pdf' });
      setPreview({ url: URL.createObjectURL(blob), blob, fileName: file.fileName ?? '电梯使用标志.pdf' });
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <ListPage
        {...listFrame(list, result, t, 'printing')}
        hint={t('printing.hint')}
        testIdStem="elevator-printing"
        columns={COLUMNS}
        titleActions={
          <HStack gap="2">
            <Text fontSize="sm" color="gray.600" data-testid="elevator-printing-selected">
              {t('printing.selected', { count: ids.length })}
            </Text>
            <Button size="sm" variant="outline" disabled={ids.length === 0} onClick={() => setChosen(new Map())}>
              {t('printing.clear')}
            </Button>
            <Button size="sm" colorPalette="blue" disabled={ids.length === 0 || tooMany} loading={busy} onClick={() => void print()} data-testid="elevator-printing-preview">
              {t('printing.preview')}
            </Button>
          </HStack>
        }
        selection={{
          selected: new Set(ids),
          onChange: toggle,
          rowLabel: (row) => t('printing.selectRow', { name: row.unitInternalNo || row.registerCode }),
          pageLabel: t('printing.selectPage'),
        }}
      />
      {tooMany && (
        <Alert.Root status="warning" mt="3">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('printing.tooMany')}</Alert.Title>
        </Alert.Root>
      )}
      {preview && (
        <Box mt="4">
          <SectionCard
            title={t('printing.previewTitle')}
            actions={
              <Button size="sm" colorPalette="blue" onClick={() => saveBlob(preview.blob, preview.fileName)} data-testid="elevator-printing-download">
                {t('printing.download')}
              </Button>
            }
          >
            <iframe
              data-testid="elevator-printing-frame"
              data-file-name={preview.fileName}
              title={t('printing.previewTitle')}
              src={preview.url}
              style={{ width: '100%', height: '640px', border: '1px solid #e2e8f0', borderRadius: '6px' }}
            />
          </SectionCard>
        </Box>
      )}
    </Box>
  );
}
