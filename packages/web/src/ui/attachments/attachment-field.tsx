import { Stack, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { AttachmentUploader } from './attachment-uploader';

type AttachmentFieldProps = ComponentProps<typeof AttachmentUploader> & { label: string; hint?: string };

/** The uploader as one field of a form: its label, what to attach, then the files. */
export function AttachmentField({ label, hint, ...uploader }: AttachmentFieldProps) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      {hint && (
        <Text fontSize="sm" color="gray.600">
          {hint}
        </Text>
      )}
      <AttachmentUploader {...uploader} />
    </Stack>
  );
}
