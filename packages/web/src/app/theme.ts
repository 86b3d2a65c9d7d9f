import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

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

/**
 * Chakra's default theme with only the recipes of the components the portal uses: the full set
 * (carousel, color picker, tree view, …) is a large part of the script every page loads first.
 * theme.test.ts fails when a component imported from @chakra-ui/react needs a recipe missing here.
 */
const themeSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** The portal's fonts, page colours and the dark blue header. */
export const portalConfig = defineConfig({
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
    // White on Chakra's green/orange/teal 600 is 3.3-3.7:1; WCAG AA (GB/T 37668) asks 4.5:1 for text,
    // so solid buttons and badges of these palettes use the 700 shade.
    // Phones (below md; docs/shell.md, "Phones"): a card's padding is 16, not 24 (the page's and the
    // card's padding took a fifth of a 390-wide screen); a dialog keeps 12 from the screen's edges
    // (it touched them) and its footer's buttons wrap rather than leave the frame.
    slotRecipes: {
      card: {
        slots: cardSlotRecipe.slots,
        variants: { size: { md: { root: { '--card-padding': { base: 'spacing.4', md: 'spacing.6' } } } } },
      },
      dialog: {
        slots: dialogSlotRecipe.slots,
        base: { positioner: { px: { base: '3', md: '0' } }, footer: { flexWrap: 'wrap' } },
      },
    },
    semanticTokens: {
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
      },
    },
  },
});

/** Chakra's default system (with the recipes above) and the portal's settings. */
export const system = createSystem(defaultBaseConfig, themeSlice, portalConfig);
