import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { donutArcs, percentText } from './chart-math';

export type DonutItem = { key: string; label: string; value: number; color: string; href?: string };

const SIZE = 160;
const RADIUS = 60;
const THICKNESS = 22;

/** Shares of a whole, with the total in the middle and a legend whose entries link to their lists. */
export function DonutChart({ items, title, totalLabel }: { items: readonly DonutItem[]; title: string; totalLabel: string }) {
  const arcs = donutArcs(items, RADIUS);
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <Flex gap="6" align="center" wrap="wrap" justify="center">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={title}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#F4F4F5" strokeWidth={THICKNESS} />
        <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
          {arcs.map((arc, index) =>
            arc.dash > 0 ? (
              <circle
                key={arc.key}
                data-testid={`arc-${arc.key}`}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                stroke={items[index]?.color}
                strokeWidth={THICKNESS}
                strokeDasharray={`${arc.dash} ${arc.gap}`}
                strokeDashoffset={arc.offset}
              >
                <title>{`${items[index]?.label}: ${arc.value}`}</title>
              </circle>
            ) : null,
          )}
        </g>
        <text x={SIZE / 2} y={SIZE / 2 - 2} textAnchor="middle" fontSize="24" fontWeight="600" fill="#18181B">
          {total}
        </text>
        <text x={SIZE / 2} y={SIZE / 2 + 18} textAnchor="middle" fontSize="11" fill="#71717A">
          {totalLabel}
        </text>
      </svg>
      <Stack gap="1.5" minW="44">
        {items.map((item, index) => (
          <HStack key={item.key} gap="2" fontSize="sm">
            <Box w="2.5" h="2.5" borderRadius="full" flexShrink={0} style={{ background: item.color }} />
            {item.href ? (
              <Link asChild color="gray.700" _hover={{ color: 'blue.600' }}>
                <RouterLink to={item.href}>{item.label}</RouterLink>
              </Link>
            ) : (
              <Text color="gray.700">{item.label}</Text>
            )}
            <Text ml="auto" fontWeight="medium">
              {item.value}
            </Text>
            <Text color="gray.500" w="12" textAlign="right">
              {percentText(arcs[index]?.fraction ?? 0)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Flex>
  );
}
