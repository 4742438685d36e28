import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // better-sqlite3 and drizzle run only on the server.
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
};

export default nextConfig;
