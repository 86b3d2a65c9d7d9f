import { Box, Center, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCalendarClock, LuCalendarX, LuClipboardCheck, LuClipboardList, LuHourglass, LuShieldAlert, LuWallet } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskCard } from './desk-data';
import { useDeskText } from './messages';

const TONES: Record<DeskCard['tone'], { fg: string; bg: string }> = {
  red: { fg: 'red.600', bg: 'red.50' },
  orange: { fg: 'orange.600', bg: 'orange.50' },
  yellow: { fg: 'yellow.700', bg: 'yellow.50' },
  blue: { fg: 'blue.600', bg: 'blue.50' },
  gray: { fg: 'gray.600', bg: 'gray.50' },
};

const ICONS: Record<string, IconType> = {
  overdue: LuCalendarX,
  inspectionDue: LuCalendarClock,
  unqualified: LuShieldAlert,
  aboutToExpire: LuHourglass,
  useRegistrations: LuClipboardList,
  inspectionApplications: LuClipboardCheck,
  awaitingPayment: LuWallet,
};

/**
 * One figure that needs attention, opening the list behind it. A zero is shown quietly. `action`
 * (申请检验) sits in the card's corner beside the link, not inside it (a button in a link is not
 * allowed, and would open the list too).
 */
export function DeskCardLink({ card, unit, action }: { card: DeskCard; unit: string; action?: ReactNode }) {
  if (!action) return <CardLink card={card} unit={unit} />;
  return (
    <Box position="relative">
      <CardLink card={card} unit={unit} />
      <Box position="absolute" right="3" bottom="3">
        {action}
      </Box>
    </Box>
  );
}

function CardLink({ card, unit }: { card: DeskCard; unit: string }) {
  const t = useDeskText();
  const tone = card.count > 0 ? TONES[card.tone] : TONES.gray;
  return (
    <Link
      asChild
      display="block"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="white"
      _hover={{ borderColor: 'blue.400', boxShadow: 'sm', textDecoration: 'none' }}
      data-testid={`desk-card-${card.key}`}
    >
      <RouterLink to={card.href}>
        <HStack align="flex-start" gap="3">
          <Stack gap="1" flex="1">
            <Text fontSize="sm" color="gray.600">
              {t(card.label)}
            </Text>
            <HStack gap="1" align="baseline">
              <Text fontSize="3xl" fontWeight="semibold" color={tone.fg} lineHeight="1">
                {card.count}
              </Text>
              <Text fontSize="sm" color="gray.500">
                {unit}
              </Text>
            </HStack>
            <Text fontSize="xs" color="gray.500">
              {t(card.hint)}
            </Text>
          </Stack>
          <Center w="10" h="10" borderRadius="full" bg={tone.bg} color={tone.fg} flexShrink={0}>
            <Icon as={ICONS[card.key] ?? LuClipboardList} boxSize="5" />
          </Center>
        </HStack>
      </RouterLink>
    </Link>
  );
}
