-- suite/lua/bench.lua -- a small CPU-bound Lua benchmark set for the
-- foc benchmark.  Usage: lua bench.lua [SCALE] (default 1).  Prints one
-- checksum line per test, the same on every run and every correct build.

local scale = tonumber(arg and arg[1]) or 1

-- A fixed-seed generator (math.random's seed and algorithm are not
-- something to rely on across builds).
local seed = 42
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

-- Binary trees: allocation and garbage collection.
local function bottom_up(depth)
  if depth == 0 then return {} end
  depth = depth - 1
  return { bottom_up(depth), bottom_up(depth) }
end
local function check(tree)
  if tree[1] then return 1 + check(tree[1]) + check(tree[2]) end
  return 1
end
local function binary_trees(maxdepth)
  local sum = check(bottom_up(maxdepth + 1))
  local long_lived = bottom_up(maxdepth)
  for depth = 4, maxdepth, 2 do
    local iters = 2 ^ (maxdepth - depth + 4)
    for _ = 1, iters do sum = sum + check(bottom_up(depth)) end
  end
  return sum + check(long_lived)
end

-- N-body: floating point in tables.
local function nbody(steps)
  local pi, days = math.pi, 365.24
  local sm = 4 * pi * pi
  local bodies = {
    { x = 0, y = 0, z = 0, vx = 0, vy = 0, vz = 0, m = sm },
    { x = 4.84143144246472090e+00, y = -1.16032004402742839e+00,
      z = -1.03622044471123109e-01, vx = 1.66007664274403694e-03 * days,
      vy = 7.69901118419740425e-03 * days, vz = -6.90460016972063023e-05 * days,
      m = 9.54791938424326609e-04 * sm },
    { x = 8.34336671824457987e+00, y = 4.12479856412430479e+00,
      z = -4.03523417114321381e-01, vx = -2.76742510726862411e-03 * days,
      vy = 4.99852801234917238e-03 * days, vz = 2.30417297573763929e-05 * days,
      m = 2.85885980666130812e-04 * sm },
    { x = 1.28943695621391310e+01, y = -1.51111514016986312e+01,
      z = -2.23307578892655734e-01, vx = 2.96460137564761618e-03 * days,
      vy = 2.37847173959480950e-03 * days, vz = -2.96589568540237556e-05 * days,
      m = 4.36624404335156298e-05 * sm },
    { x = 1.53796971148509165e+01, y = -2.59193146099879641e+01,
      z = 1.79258772950371181e-01, vx = 2.68067772490389322e-03 * days,
      vy = 1.62824170038242295e-03 * days, vz = -9.51592254519715870e-05 * days,
      m = 5.15138902046611451e-05 * sm },
  }
  local n = #bodies
  local function energy()
    local e = 0
    for i = 1, n do
      local b = bodies[i]
      e = e + 0.5 * b.m * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
      for j = i + 1, n do
        local c = bodies[j]
        local dx, dy, dz = b.x - c.x, b.y - c.y, b.z - c.z
        e = e - b.m * c.m / math.sqrt(dx * dx + dy * dy + dz * dz)
      end
    end
    return e
  end
  local e0 = energy()
  for _ = 1, steps do
    for i = 1, n do
      local b = bodies[i]
      for j = i + 1, n do
        local c = bodies[j]
        local dx, dy, dz = b.x - c.x, b.y - c.y, b.z - c.z
        local d2 = dx * dx + dy * dy + dz * dz
        local mag = 0.01 / (d2 * math.sqrt(d2))
        local bm, cm = b.m * mag, c.m * mag
        b.vx, b.vy, b.vz = b.vx - dx * cm, b.vy - dy * cm, b.vz - dz * cm
        c.vx, c.vy, c.vz = c.vx + dx * bm, c.vy + dy * bm, c.vz + dz * bm
      end
    end
    for i = 1, n do
      local b = bodies[i]
      b.x, b.y, b.z = b.x + 0.01 * b.vx, b.y + 0.01 * b.vy, b.z + 0.01 * b.vz
    end
  end
  return string.format("%.9f %.9f", e0, energy())
end

-- Strings: building, formatting, pattern matching, substitution.
local words = { "failure", "oblivious", "bounds", "check", "memory",
                "pointer", "buffer", "overflow", "read", "write" }
local function strings(lines)
  local parts = {}
  for i = 1, lines do
    local w = {}
    for k = 1, 8 do w[k] = words[rand(#words) + 1] end
    parts[i] = string.format("%06d %s %d", i, table.concat(w, " "), rand(100000))
  end
  local text = table.concat(parts, "\n")
  local count, total = 0, 0
  for word, num in text:gmatch("(%a+) (%d+)\n") do
    count = count + 1
    total = total + #word + tonumber(num)
  end
  local up = text:upper():gsub("OVERFLOW", "ovf")
  local swapped = text:gsub("(%w+) (%w+)", "%2 %1")
  local found = 0
  local pos = 1
  while true do
    local s, e = text:find("bounds check", pos, true)
    if not s then break end
    found = found + 1
    pos = e + 1
  end
  local h = 0
  for i = 1, #swapped, 7 do h = (h * 31 + swapped:byte(i)) % 1000000007 end
  return string.format("%d %d %d %d %d %d", #text, count, total, #up,
                       found, h)
end

-- Tables: sorting numbers, strings and records with a comparator.
local function sorting(n)
  local nums, strs, recs = {}, {}, {}
  for i = 1, n do
    nums[i] = rand(1000000)
    strs[i] = words[rand(#words) + 1] .. rand(1000)
    recs[i] = { key = rand(1000), id = i }
  end
  table.sort(nums)
  table.sort(strs)
  table.sort(recs, function(a, b)
    if a.key ~= b.key then return a.key < b.key end
    return a.id < b.id
  end)
  local h = 0
  for i = 1, n, 97 do
    h = (h * 131 + nums[i] + #strs[i] + recs[i].id) % 1000000007
  end
  return string.format("%d %s %s %d", nums[n], strs[1], strs[n], h)
end

-- Hash tables: word counts with string keys, integer-keyed growth.
local function hashing(n)
  local counts, arr = {}, {}
  for i = 1, n do
    local k = words[rand(#words) + 1] .. (i % 5000)
    counts[k] = (counts[k] or 0) + 1
    arr[#arr + 1] = i * 3
  end
  local keys = {}
  for k in pairs(counts) do keys[#keys + 1] = k end
  table.sort(keys)
  local h = 0
  for i, k in ipairs(keys) do h = (h + i * counts[k]) % 1000000007 end
  return string.format("%d %d %d", #keys, #arr, h)
end

print("binary_trees", binary_trees(13 + (scale > 1 and 1 or 0)))
print("nbody", nbody(math.floor(200000 * scale)))
print("strings", strings(math.floor(60000 * scale)))
print("sorting", sorting(math.floor(150000 * scale)))
print("hashing", hashing(math.floor(400000 * scale)))
