import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { alpha } from '@mui/material/styles';
import { api } from '../../../app/api';
import type { Resource } from '../api';

const ICONS = {
  meeting_room: MeetingRoomOutlined,
  directions_car: DirectionsCarOutlined,
  videocam: VideocamOutlined,
} as const;

export function TypeIcon({
  icon,
  fontSize = 'medium',
}: {
  icon: string | null | undefined;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? Inventory2Outlined;
  return <Icon fontSize={fontSize} />;
}

/**
 * The resource's photo, fetched with the caller's token (an <img> cannot send one), or its type's
 * icon on the type's colour when it has none.
 */
export function ResourcePhoto({ resource, height = 140 }: { resource: Resource; height?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!resource.photoUrl) {
      setSrc(null);
      return;
    }
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const token = await api.accessToken();
        const response = await fetch(resource.photoUrl as string, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!response.ok || cancelled) return;
        url = URL.createObjectURL(await response.blob());
        setSrc(url);
      } catch {
        setSrc(null);
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [resource.photoUrl]);

  const color = resource.type?.color ?? '#607D8B';
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={resource.name}
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
        data-testid="resource-photo"
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color,
        bgcolor: alpha(color, 0.12),
        '& svg': { fontSize: Math.min(64, height / 2) },
      }}
    >
      <TypeIcon icon={resource.type?.icon} />
    </Box>
  );
}
