#!/usr/bin/env bash
# The playground in a real browser: starts the server on a free loopback port and headless
# Chromium with its DevTools port, then drives both pages (drive.py), then runs the load generator
# briefly against the same server. Everything stops on exit.
#
#   Playground/Tests/browser/run.sh [SCREENSHOT_DIR]     (needs the root package's sheetkit built)
set -euo pipefail
cd "$(dirname "$0")/../.."
shots=${1:-$(mktemp -d)}
mkdir -p "$shots"
python3 -c "import websocket" 2>/dev/null || pip install -q websocket-client
# Always (re)build: a stale sheetkit would compare against an old engine. Fast when up to date.
swift build --package-path .. --product sheetkit
swift build --product sheetkit-playground
swift build --product sheetkit-playground-load
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port=$(free_port)
cdp=$(free_port)
profile=$(mktemp -d)
.build/debug/sheetkit-playground --host 127.0.0.1 --port "$port" &
server=$!
chromium --headless --no-sandbox --disable-gpu --user-data-dir="$profile" --remote-debugging-address=127.0.0.1 \
    --remote-debugging-port="$cdp" --window-size=1280,900 about:blank >/dev/null 2>&1 &
browser=$!
trap 'kill $server $browser 2>/dev/null || true' EXIT
timeout 180 python3 Tests/browser/drive.py --page "http://127.0.0.1:$port/" --cdp "$cdp" \
    --sheetkit "$(cd .. && pwd)/.build/debug/sheetkit" --screenshots "$shots"
# The load generator against the same server, briefly: it must run, and every session be answered.
report=$(timeout 60 .build/debug/sheetkit-playground-load --port "$port" --pid "$server" --sessions 10 --rate 60 --seconds 2)
echo "load smoke run: $report"
python3 -c 'import json, sys; r = json.loads(sys.argv[1]); assert r["failed_sessions"] == 0 and r["error_replies"] == 0 and r["messages_answered"] >= 100, r' "$report"
