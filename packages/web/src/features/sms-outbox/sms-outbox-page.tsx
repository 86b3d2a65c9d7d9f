import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { isMobile, message } from '@portal/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { smsOutboxKeys } from '../../api/queries/sms-outbox';
import { QueryView } from '../../ui/query-states';
import { useOutboxText } from './messages';

/** The demo SMS outbox: what the platform "sent" to one number, newest first. */
export function SmsOutboxPage() {
  const text = useOutboxText();
  const [params, setParams] = useSearchParams();
  const mobile = params.get('mobile') ?? '';
  const [typed, setTyped] = useState(mobile);
  const invalid = typed !== '' && !isMobile(typed);
  const query = tsr.smsOutbox.list.useQuery({ queryKey: smsOutboxKeys.list({ mobile }), queryData: { query: { mobile } }, enabled: isMobile(mobile) });

  return (
    <Box minH="100vh" bg="gray.50">
      <Box maxW="4xl" mx="auto" px="4" py="8">
        <Heading size="lg" mb="2">
          {text('title')}
        </Heading>
        <Text color="gray.600" mb="4">
          {text('intro')}
        </Text>
        <Card.Root mb="4">
          <Card.Body>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (isMobile(typed)) setParams({ mobile: typed }, { replace: true });
              }}
            >
              <HStack align="flex-end" gap="3">
                <Field.Root invalid={invalid} maxW="xs">
                  <Field.Label>{text('mobile')}</Field.Label>
                  <Input name="mobile" value={typed} maxLength={11} inputMode="tel" onChange={(event) => setTyped(event.target.value.trim())} />
                  {invalid && <Field.ErrorText>{message('mobile')}</Field.ErrorText>}
                </Field.Root>
                <Button type="submit" colorPalette="blue" disabled={!isMobile(typed)} data-testid="outbox-search">
                  {text('search')}
                </Button>
                <Link to="/register">
                  <Text as="span" color="blue.600" fontSize="sm">
                    {text('back')}
                  </Text>
                </Link>
              </HStack>
            </form>
          </Card.Body>
        </Card.Root>
        {isMobile(mobile) && (
          <QueryView query={query}>
            {() =>
              !query.data || query.data.body.items.length === 0 ? (
                <Text color="gray.500">{text('empty')}</Text>
              ) : (
                <Stack>
                  <Table.Root size="sm" variant="outline" bg="white" data-testid="outbox-messages">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader w="44">{text('sentAt')}</Table.ColumnHeader>
                        <Table.ColumnHeader w="32">{text('to')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{text('text')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {query.data.body.items.map((item) => (
                        <Table.Row key={item.id}>
                          <Table.Cell>{item.sentAt}</Table.Cell>
                          <Table.Cell>{item.mobileMasked}</Table.Cell>
                          <Table.Cell whiteSpace="normal">{item.text}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Stack>
              )
            }
          </QueryView>
        )}
      </Box>
    </Box>
  );
}
