/**
 * Lucide's "languages" icon (react-icons' `LuLanguages`, ISC licence) as plain SVG, drawn as
 * react-icons draws it. react-icons/lu is one module that holds every icon the app uses; importing
 * this one from it would put them all on the first screen.
 */
export function LanguageIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="1em"
      height="1em"
      aria-hidden="true"
    >
      <path d="m5 8 6 6" />
      <path d="m4 14 6-6 2-3" />
      <path d="M2 5h12" />
      <path d="M7 2h1" />
      <path d="m22 22-5-10-5 10" />
      <path d="M14 18h6" />
    </svg>
  );
}
