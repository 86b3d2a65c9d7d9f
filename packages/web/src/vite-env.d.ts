/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CITY_NAME?: string;
  readonly VITE_CITY_NAME_EN?: string;
  readonly VITE_REISSUE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
