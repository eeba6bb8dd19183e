"""Load measurement (not a test): N concurrent WebSocket sessions on loopback, each sending R sheet
messages per second for S seconds to a running playground; prints the round-trip latency
percentiles, the messages answered, the failures, and the server's peak memory (VmHWM).

    python3 Playground/Tests/load/load.py --port 8080 --pid SERVER_PID [--sessions 200 --rate 120 --seconds 10]

A minimal asyncio WebSocket client (handshake, masked text frames), so one process drives every
session; only loopback addresses are used, and the run stops by itself after --seconds.
"""
import argparse, asyncio, base64, json, os, struct, time

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--pid", type=int, required=True)
parser.add_argument("--sessions", type=int, default=200)
parser.add_argument("--rate", type=float, default=120)
parser.add_argument("--seconds", type=float, default=10)
args = parser.parse_args()


async def connect():
    reader, writer = await asyncio.open_connection("127.0.0.1", args.port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write((f"GET /ws/sheet HTTP/1.1\r\nHost: 127.0.0.1:{args.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    status = await reader.readuntil(b"\r\n\r\n")
    if b" 101 " not in status.split(b"\r\n")[0]:
        raise RuntimeError(status[:60])
    return reader, writer


def frame(text):
    payload, mask = text.encode(), os.urandom(4)
    header = bytes([0x81]) + (bytes([0x80 | len(payload)]) if len(payload) < 126 else bytes([0x80 | 126]) + struct.pack(">H", len(payload)))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def receive(reader):
    first, second = await reader.readexactly(2)
    length = second & 0x7F
    if length == 126:
        length = struct.unpack(">H", await reader.readexactly(2))[0]
    elif length == 127:
        length = struct.unpack(">Q", await reader.readexactly(8))[0]
    return await reader.readexactly(length)


async def session(index, latencies, failures):
    try:
        reader, writer = await connect()
        script = [{"type": "present"}, {"type": "dragBegan", "location": "chrome"}]
        start = time.monotonic()
        sent = 0
        while (now := time.monotonic()) - start < args.seconds:
            t = now - start
            message = script[sent] if sent < len(script) else (
                {"type": "dragChanged", "translation": -((sent % 240) - 120)} if sent % 2 else {"type": "tick"})
            message["t"] = round(t, 6)
            began = time.monotonic()
            writer.write(frame(json.dumps(message)))
            reply = json.loads(await receive(reader))
            latencies.append(time.monotonic() - began)
            if reply.get("type") != "frame":
                failures.append(reply)
            sent += 1
            await asyncio.sleep(max(0, start + sent / args.rate - time.monotonic()))
        writer.close()
    except Exception as error:  # a session that fails is counted, the run goes on
        failures.append(f"session {index}: {error!r}")


def peak_memory(pid):
    with open(f"/proc/{pid}/status") as status:
        return next(line.split()[1] + " kB" for line in status if line.startswith("VmHWM"))


async def main():
    latencies, failures = [], []
    began = time.monotonic()
    await asyncio.gather(*(session(i, latencies, failures) for i in range(args.sessions)))
    elapsed = time.monotonic() - began
    latencies.sort()
    p = lambda q: latencies[min(int(q * len(latencies)), len(latencies) - 1)] * 1000
    print(json.dumps({
        "sessions": args.sessions, "target_rate_per_session": args.rate, "seconds": round(elapsed, 1),
        "messages_answered": len(latencies), "achieved_rate_total": round(len(latencies) / elapsed),
        "p50_ms": round(p(0.5), 2), "p99_ms": round(p(0.99), 2), "failures": len(failures),
        "server_peak_memory": peak_memory(args.pid)}))
    if failures:
        print("first failures:", failures[:3])


asyncio.run(main())
