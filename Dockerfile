# The dashboard's production image: Next.js's standalone server with only the files it traced
# (no dev dependencies, no source), run as the unprivileged `node` user.
# Build: docker build -t rental-desk-dashboard .   (not built in this project's CI: see README)
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then public/ and .next/static copied into .next/standalone (scripts/build.sh).
RUN bash scripts/build.sh

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: SIGTERM finishes requests in flight and closes the database
# (lib/observability/shutdown.ts) instead of Next.js's exit. HOSTNAME: listen on all interfaces
# of the container (Docker sets HOSTNAME to the container id otherwise).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DASHBOARD_DATA_DIR=/data/dashboard
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Liveness only (the process answers); the load balancer asks /api/health/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
