"""A real HTTP server in a thread that speaks the OpenAI chat-completions protocol.

It stands in for llama.cpp's or vLLM's server (compiling llama-cpp-python does not fit CI time): it
"verifies" every candidate it is shown, quoting the start of the clause it received, and reports token
usage from the prompt size.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_CLAUSE = re.compile(r'<clause id="(k\d+)">\n(.*?)\n</clause>', re.DOTALL)
_CANDIDATE = re.compile(r"^- (c\d+): \w+ in (k\d+)(?: \(.*\))?$", re.MULTILINE)


def answer_for(user: str) -> dict[str, Any]:
    if "<chunk>" in user:
        return {"findings": []}
    clauses = dict(_CLAUSE.findall(user))
    verdicts = [
        {
            "candidate_id": cid,
            "relevant": True,
            "severity": "medium",
            "quote": clauses[key].strip()[:160],
            "explanation": "Проверено моделью.",
            "recommendation": "Согласовать изменение формулировки.",
        }
        for cid, key in _CANDIDATE.findall(user)
    ]
    return {"verdicts": verdicts}


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length))
        self.server.bodies.append(body)
        fault = self.server.fault() if self.server.fault else None
        if fault is not None and self._misbehave(fault):
            return
        if (
            self.path != "/v1/chat/completions"
            or body.get("response_format", {}).get("type") != "json_schema"
        ):
            self.send_error(400)
            return
        prompt = "".join(m["content"] for m in body["messages"])
        content = json.dumps(answer_for(body["messages"][-1]["content"]), ensure_ascii=False)
        reply = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "model": body["model"],
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
            ],
            "usage": {"prompt_tokens": len(prompt) // 3, "completion_tokens": len(content) // 3},
        }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _misbehave(self, fault: str) -> bool:
        """Play one failure a real server shows: rate limit, server error, a hang, or a garbled body."""
        if fault == "slow":
            time.sleep(SLOW_REPLY_SECONDS)
            return False
        if fault in ("429", "500", "503"):
            self.send_response(int(fault))
            if fault == "429":
                self.send_header("Retry-After", "1")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        data = b'{"choices": [{"message": {"content": "{not json'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        return True

    def log_message(self, format: str, *args: Any) -> None:
        """Silent: request lines would only clutter test output."""


SLOW_REPLY_SECONDS = 1.5
# A fault picker returns None (answer normally) or "429", "500", "503", "slow", "garbage".
FaultPicker = Callable[[], str | None]


class _Server(ThreadingHTTPServer):
    bodies: list[dict[str, Any]]
    fault: FaultPicker | None


@contextmanager
def openai_server(fault: FaultPicker | None = None) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Yields the base URL (".../v1") and the list of request bodies received."""
    server = _Server(("127.0.0.1", 0), _Handler)
    server.bodies = []
    server.fault = fault
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", server.bodies
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
