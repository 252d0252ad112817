# syntax=docker/dockerfile:1
# The AList docs as an nginx image: built in a Node stage, then served by nginx with the rules the build writes
# (clean and legacy URLs, redirects, 404 pages per locale, headers with the Content-Security-Policy, gzip copies).
#   docker build -t alist-docs . && docker run -p 8080:80 alist-docs

FROM node:20-bookworm AS build
WORKDIR /site
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM nginx:stable
COPY --from=build /site/dist /usr/share/nginx/html
COPY --from=build /site/dist/.nginx.conf /etc/nginx/docs-build.conf
COPY <<EOF /etc/nginx/conf.d/default.conf
server {
    listen 80;
    root /usr/share/nginx/html;
    include /etc/nginx/docs-build.conf;
}
EOF
