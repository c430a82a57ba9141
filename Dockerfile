# syntax=docker/dockerfile:1
#
# One image runs every Sampleteca service and role (DESIGN §3): pick them with SERVICES and ROLES.
#   docker build -t sampleteca/platform .
#   docker run --rm sampleteca/platform node services/platform/dist/migrate.js   # migrations
#   docker run -p 3000:3000 -e SERVICES=media -e ROLES=worker sampleteca/platform

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# Only the lockfile and the workspaces' package.json files, so the `npm install` layers below stay
# cached until one of them changes. (cp --parents instead of COPY --parents: any builder runs it.)
FROM base AS manifests
COPY . /src
RUN cd /src \
 && mkdir /manifests \
 && cp --parents package.json package-lock.json \
      libs/*/package.json services/*/package.json standins/*/package.json clients/*/package.json \
      portal/package.json console/package.json \
      /manifests/

# Every dependency, dev ones included: the compilers and bundlers the build needs.
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN npm install --no-audit --no-fund

# tsc -b for libs/*, services/* and standins/*, vite for portal and console; then gather only the
# outputs the runtime needs (not standins/*/dist).
FROM deps AS build
COPY . .
RUN npm run build \
 && mkdir /out \
 && cp -r --parents libs/*/dist services/*/dist portal/dist console/dist /out/

# Production dependencies only (workspace packages are symlinks into libs/ and services/).
# Stand-ins of outside providers (standins/*) are for tests and offline runs: a production image
# carries neither their manifests nor their workspace links.
FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --no-audit --no-fund \
 && rm -rf standins node_modules/@sampleteca/standin-* \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
LABEL org.opencontainers.image.title="Sampleteca" \
      org.opencontainers.image.description="Sampleteca platform: every service and role in one image" \
      org.opencontainers.image.licenses="AGPL-3.0-only"
# ffmpeg for audio processing (media workers); tini as PID 1 forwards signals and reaps the
# children, so a pod stops cleanly on SIGTERM.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Code and dependencies stay owned by root: the app user can read them, not change them.
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
COPY LICENSE ./
# The one place the app may write besides /tmp (JWT_KEYS_DIR defaults to var/keys).
RUN mkdir -p var && chown 1000:1000 var
# The image's `node` user, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "services/platform/dist/main.js"]
