import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"WenQuanYi Micro Hei"',
  '"Noto Sans CJK SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** Chakra's default system with the portal's fonts, blue primary and the dark blue header. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      'html, body, #root': { height: '100%' },
      body: { bg: 'gray.50', color: 'gray.800' },
    },
    theme: {
      tokens: {
        fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
        colors: {
          brand: {
            header: { value: '#0f2b5b' },
            headerAccent: { value: '#1d4ed8' },
            sider: { value: '#0b2147' },
            siderActive: { value: '#2563eb' },
          },
        },
      },
    },
  }),
);
