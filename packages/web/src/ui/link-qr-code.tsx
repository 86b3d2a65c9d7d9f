import { QrCode } from '@chakra-ui/react';

type LinkQrCodeProps = {
  /** An absolute URL a phone opens. */
  value: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
};

/** A QR code of a link for a phone to open (phone uploads, scan-to-pay), with the link itself beneath for a test or a copy. */
export function LinkQrCode({ value, size = 'lg', testId = 'link-qr-code' }: LinkQrCodeProps) {
  return (
    <QrCode.Root value={value} size={size} data-testid={testId} data-value={value} encoding={{ ecc: 'M' }}>
      <QrCode.Frame>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
