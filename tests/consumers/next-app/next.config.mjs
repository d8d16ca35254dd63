/** @type {import('next').NextConfig} */
const nextConfig = { output: 'export' };
export default nextConfig;
