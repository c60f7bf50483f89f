# The Akwaaba Stays server as an image: a build stage with every package, and a runtime stage
# with what `npm pack` ships (package.json `files`) and production packages only.
#   docker build -t akwaaba-stays .
#   docker run -p 3000:3000 -v akwaaba-data:/data -e SITE_URL=... -e ADMIN_PASSWORD=... \
#     -e SESSION_SECRET=... akwaaba-stays
# Podman keeps HEALTHCHECK only in Docker format: `podman build --format docker`. Where no
# registry is reachable, pass a local Node 24 base: `--build-arg NODE_IMAGE=localhost/node24`
# (docs/deploy.md). docs/deploy.md documents the environment.
ARG NODE_IMAGE=docker.io/library/node:24-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Packages first, so a change to the code alone reuses this layer.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm pack --silent --pack-destination /tmp \
  && mkdir /app \
  && tar -xzf /tmp/akwaaba-stays-*.tgz -C /app --strip-components=1

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# Production packages before the app, so a change to the code alone reuses this layer too.
# The base image brings Node 24, so the pinned `node` package (a dependency for hosts whose own
# Node is older: docs/decisions/042) is not carried twice: its install script, the only one
# allowed (docs/decisions/043), would download the binary, so scripts are off and it is removed.
COPY package.json package-lock.json ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/node node_modules/.bin/node \
  && npm cache clean --force \
  && groupadd --system --gid 10001 akwaaba \
  && useradd --system --uid 10001 --gid akwaaba --home-dir /data --no-create-home akwaaba \
  && mkdir /data /backups \
  && chown akwaaba:akwaaba /data /backups
COPY --from=build /app ./

ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
# The embedded database, its lock socket, photos on disk and backups. Unused (but harmless) with
# DATABASE_URL and MEDIA_S3_BUCKET set. /backups is there, owned by the app's user, for a volume
# several containers share as BACKUP_DIR (compose.yaml): a new volume takes the folder's owner.
VOLUME ["/data"]
EXPOSE 3000
USER akwaaba

# Ready once migrations ran and while the database answers. The slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# SIGTERM stops taking connections, lets requests in flight end (up to 8 s), lets running jobs
# end (up to 10 s), closes the database and exits 0: give the stop 30 s (compose.yaml).
STOPSIGNAL SIGTERM
# Node itself, not npm, is process 1, so the signal reaches the server.
CMD ["node", "scripts/start.ts"]
