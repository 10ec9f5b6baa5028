import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The baobab mark (same drawing as the favicon). */
export function BaobabLogo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 64 64" sx={{ fontSize: 32 }} {...props}>
      <rect width="64" height="64" rx="14" fill="#2e6b3a" />
      <path
        d="M32 12c-9 0-16 6-16 13 0 5 4 9 9 10v4h-5v4h24v-4h-5v-4c5-1 9-5 9-10 0-7-7-13-16-13z"
        fill="#c5e1a5"
      />
      <rect x="29" y="43" width="6" height="10" fill="#8d6e63" />
    </SvgIcon>
  );
}
