"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** While work is in progress, re-renders the server page every `intervalMs` (no manual reload). */
export function LiveRefresh({ active, intervalMs = 600 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => router.refresh(), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs, router]);
  return null;
}
