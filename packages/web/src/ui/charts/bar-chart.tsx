import { Box, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { axisTicks, labelRoom, niceMax, stackSegments } from './chart-math';

export type BarSeries = { key: string; label: string; color: string };
export type BarItem = { key: string; label: string; values: Record<string, number>; href?: string };

/** The least room for the labels: 14 Chinese characters. */
const LEAST_LABEL_WIDTH = 172;
const VALUE_WIDTH = 56;
const BAR_AREA = 420;
const ROW = 30;
const BAR = 16;
const AXIS = 22;

/**
 * Horizontal stacked bars, one row per item (category names are long, so they read better
 * beside the bar than under it). A row with `href` opens the list behind it.
 */
export function BarChart({ items, series, title }: { items: readonly BarItem[]; series: readonly BarSeries[]; title: string }) {
  const navigate = useNavigate();
  const totals = items.map((item) => series.reduce((sum, one) => sum + (item.values[one.key] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const labelWidth = labelRoom(items.map((item) => item.label), LEAST_LABEL_WIDTH);
  const width = labelWidth + BAR_AREA + VALUE_WIDTH;
  const height = items.length * ROW + AXIS;
  return (
    <Box>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="group" aria-label={title} style={{ maxWidth: width, display: 'block', margin: '0 auto' }}>
        {axisTicks(max).map((tick) => {
          const x = labelWidth + (tick / max) * BAR_AREA;
          return (
            <g key={tick}>
              <line x1={x} x2={x} y1={0} y2={items.length * ROW} stroke="#E4E4E7" strokeDasharray="3 3" />
              <text x={x} y={height - 6} fontSize="11" textAnchor="middle" fill="#71717A">
                {tick}
              </text>
            </g>
          );
        })}
        {items.map((item, index) => {
          const y = index * ROW;
          const segments = stackSegments(
            series.map((one) => ({ key: one.key, value: item.values[one.key] ?? 0 })),
            max,
            BAR_AREA,
          );
          const open = item.href ? () => navigate(item.href as string) : undefined;
          return (
            <g
              key={item.key}
              data-testid={`bar-${item.key}`}
              role={open ? 'link' : undefined}
              tabIndex={open ? 0 : undefined}
              aria-label={`${item.label} ${totals[index]}`}
              style={{ cursor: open ? 'pointer' : 'default' }}
              onClick={open}
              onKeyDown={(event) => {
                if (open && (event.key === 'Enter' || event.key === ' ')) open();
              }}
            >
              <rect x={0} y={y} width={width} height={ROW} fill="transparent" />
              <text x={labelWidth - 8} y={y + ROW / 2 + 4} fontSize="12" textAnchor="end" fill="#3F3F46">
                {item.label}
              </text>
              {segments.map((segment) => (
                <rect
                  key={segment.key}
                  x={labelWidth + segment.x}
                  y={y + (ROW - BAR) / 2}
                  width={segment.width}
                  height={BAR}
                  rx={2}
                  fill={series.find((one) => one.key === segment.key)?.color}
                >
                  <title>{`${series.find((one) => one.key === segment.key)?.label}: ${segment.value}`}</title>
                </rect>
              ))}
              <text
                x={labelWidth + segments.reduce((sum, segment) => sum + segment.width, 0) + 6}
                y={y + ROW / 2 + 4}
                fontSize="12"
                fill="#18181B"
              >
                {totals[index]}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <HStack gap="4" justify="center" wrap="wrap" mt="1">
          {series.map((one) => (
            <HStack key={one.key} gap="1.5">
              <Box w="3" h="3" borderRadius="sm" style={{ background: one.color }} />
              <Text fontSize="xs" color="gray.600">
                {one.label}
              </Text>
            </HStack>
          ))}
        </HStack>
      )}
    </Box>
  );
}
