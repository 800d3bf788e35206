// The two Lua scripts the store runs. Each runs atomically on the server, reads the server's clock (so the
// workers' clocks never matter), and writes only keys of one account (one hash tag: one cluster slot).
// `redis.replicate_commands()` lets a script write after reading the clock on Redis 5 and 6 (later versions
// always replicate effects and ignore it). Changing what a script stores means a new key version (KEY_VERSION).

/**
 * Gives back, publishes, then takes. KEYS: every key the batch names. ARGV[1]: the batch as JSON, naming keys
 * by their index in KEYS:
 * `{ lease, keep, renew: [[bucket, lease]], give: [[bucket, lease, ago|-1, window]], seen: [[limitKey, limit]], take: [[[bucket, limitKey, limit, window]...], [lease...]]], z: [bucket...] }`.
 * A renewal holds a lease in flight `lease` from now again (one already back or gone stays so).
 * A bucket is a sorted set of leases scored by the time their token is back: a lease in flight is scored
 * `now + lease` (so a dead holder's token comes back by itself), an answered one `answer + window`. A
 * refused take learns when a quarter of the bucket (or all it asked for, if fewer) will be free, or a window
 * from now if calls in flight hold those tokens: each process then wakes a few times a window, not at every
 * token that comes back. Returns JSON: one `[granted, retryInMs, [limit...], [tokens left...]]` per take.
 */
export const EXCHANGE = `redis.replicate_commands()
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = cjson.decode(ARGV[1])
for _, r in ipairs(b.renew) do
  local key = KEYS[r[1]]
  local score = redis.call('ZSCORE', key, r[2])
  if score and tonumber(score) > now then redis.call('ZADD', key, now + b.lease, r[2]) end
end
for _, g in ipairs(b.give) do
  local key = KEYS[g[1]]
  if redis.call('ZSCORE', key, g[2]) then
    if g[3] < 0 then redis.call('ZREM', key, g[2]) else redis.call('ZADD', key, now - g[3] + g[4], g[2]) end
  end
end
for _, s in ipairs(b.seen) do redis.call('SET', KEYS[s[1]], s[2], 'PX', b.keep) end
local out = {}
for _, q in ipairs(b.take) do
  local room = #q[2]
  local wait = 0
  local limits = {}
  local helds = {}
  for i, s in ipairs(q[1]) do
    local key = KEYS[s[1]]
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
    local limit = tonumber(redis.call('GET', KEYS[s[2]])) or s[3]
    limits[i] = limit
    local held = redis.call('ZCARD', key)
    helds[i] = held
    local free = limit - held
    if free < room then
      local want = math.min(#q[2], math.max(1, math.ceil(limit / 4)))
      local back = now + s[4]
      local at = math.max(0, want - free - 1)
      local nth = redis.call('ZRANGE', key, at, at, 'WITHSCORES')
      if nth[2] and tonumber(nth[2]) < back then back = tonumber(nth[2]) end
      if back - now > wait then wait = back - now end
      if free < 0 then free = 0 end
      room = free
    end
  end
  if room > 0 then
    for _, s in ipairs(q[1]) do
      local args = {}
      for j = 1, room do
        args[#args + 1] = now + b.lease
        args[#args + 1] = q[2][j]
      end
      redis.call('ZADD', KEYS[s[1]], unpack(args))
    end
  end
  if room < #q[2] and wait < 1 then wait = 1 end
  local frees = {}
  for i = 1, #limits do frees[i] = math.max(0, limits[i] - helds[i] - room) end
  out[#out + 1] = {room, wait, limits, frees}
end
for _, z in ipairs(b.z) do redis.call('PEXPIRE', KEYS[z[1]], b.lease + z[2]) end
return cjson.encode(out)`;

/**
 * Counts calls, then takes as many of the retries asked for as fit. KEYS: the calls and retries hashes (slot →
 * count). ARGV: calls, retries wanted, ratio, reserve, window in ms. The window is cut into 50 slots, as in the
 * in-memory budget. Returns `[granted, calls, retries]`.
 */
export const BUDGET = `redis.replicate_commands()
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local calls, wanted, ratio, reserve, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local slotMs = math.max(1, math.ceil(window / 50))
local slot = math.floor(now / slotMs)
local function total(key)
  local sum = 0
  local fields = redis.call('HGETALL', key)
  for i = 1, #fields, 2 do
    if tonumber(fields[i]) <= slot - 50 then redis.call('HDEL', key, fields[i]) else sum = sum + tonumber(fields[i + 1]) end
  end
  return sum
end
if calls > 0 then redis.call('HINCRBY', KEYS[1], slot, calls) end
local made = total(KEYS[1])
local spent = total(KEYS[2])
local granted = math.max(0, math.min(wanted, math.floor(reserve + ratio * made - spent)))
if granted > 0 then
  redis.call('HINCRBY', KEYS[2], slot, granted)
  spent = spent + granted
end
redis.call('PEXPIRE', KEYS[1], window + slotMs)
redis.call('PEXPIRE', KEYS[2], window + slotMs)
return {granted, made, spent}`;
