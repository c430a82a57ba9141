import struct, hashlib, sys
def parse(path):
    data = open(path,'rb').read()
    def chunks(buf, off, end):
        while off < end:
            cid = buf[off:off+4]; size = struct.unpack('<I', buf[off+4:off+8])[0]
            yield cid, off+8, size
            off += 8 + size + (size & 1)
    smpl = None; shdr = None
    for cid, off, size in chunks(data, 12, len(data)):
        if cid == b'LIST':
            kind = data[off:off+4]
            for c2, o2, s2 in chunks(data, off+4, off+size):
                if c2 == b'smpl': smpl = (o2, s2)
                if c2 == b'shdr': shdr = (o2, s2)
    names = []; hashes = []
    for i in range(shdr[1] // 46 - 1):
        rec = data[shdr[0]+46*i: shdr[0]+46*(i+1)]
        name = rec[:20].split(b'\0')[0].decode('latin1')
        start, end = struct.unpack('<II', rec[20:28])
        pcm = data[smpl[0]+2*start: smpl[0]+2*end]
        names.append(name); hashes.append(hashlib.sha1(pcm[: 20000]).hexdigest() if len(pcm) > 2000 else None)
    return names, hashes
tn, th = parse('/usr/share/sounds/sf2/TimGM6mb.sf2')
fn, fh = parse('/usr/share/sounds/sf2/FluidR3_GM.sf2')
fhs = set(h for h in fh if h); fns = set(n.lower() for n in fn)
same = [tn[i] for i, h in enumerate(th) if h and h in fhs]
print('tim samples', len(tn), 'fluid samples', len(fn), 'identical pcm', len(same), same[:20])
print('same names', len([n for n in tn if n.lower() in fns]), [n for n in tn if n.lower() in fns][:30])
