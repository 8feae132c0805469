import BindKit
import BindKitPreferences
import BindKitViews
import Foundation

/// A store with one bindable String, as a settings form declares it.
final class BenchPreferences: PreferenceStore {
  @Bound var text = ""

  override class var keys: [PreferenceKey] { [PreferenceKey("text", \BenchPreferences.text)] }
}

/// A store of 1,000 integer keys, `k0000` to `k0999` (each default 0), for the cost of loading a file at start.
final class ThousandPreferences: PreferenceStore {
  @Bound var k0000 = 0
  @Bound var k0001 = 0
  @Bound var k0002 = 0
  @Bound var k0003 = 0
  @Bound var k0004 = 0
  @Bound var k0005 = 0
  @Bound var k0006 = 0
  @Bound var k0007 = 0
  @Bound var k0008 = 0
  @Bound var k0009 = 0
  @Bound var k0010 = 0
  @Bound var k0011 = 0
  @Bound var k0012 = 0
  @Bound var k0013 = 0
  @Bound var k0014 = 0
  @Bound var k0015 = 0
  @Bound var k0016 = 0
  @Bound var k0017 = 0
  @Bound var k0018 = 0
  @Bound var k0019 = 0
  @Bound var k0020 = 0
  @Bound var k0021 = 0
  @Bound var k0022 = 0
  @Bound var k0023 = 0
  @Bound var k0024 = 0
  @Bound var k0025 = 0
  @Bound var k0026 = 0
  @Bound var k0027 = 0
  @Bound var k0028 = 0
  @Bound var k0029 = 0
  @Bound var k0030 = 0
  @Bound var k0031 = 0
  @Bound var k0032 = 0
  @Bound var k0033 = 0
  @Bound var k0034 = 0
  @Bound var k0035 = 0
  @Bound var k0036 = 0
  @Bound var k0037 = 0
  @Bound var k0038 = 0
  @Bound var k0039 = 0
  @Bound var k0040 = 0
  @Bound var k0041 = 0
  @Bound var k0042 = 0
  @Bound var k0043 = 0
  @Bound var k0044 = 0
  @Bound var k0045 = 0
  @Bound var k0046 = 0
  @Bound var k0047 = 0
  @Bound var k0048 = 0
  @Bound var k0049 = 0
  @Bound var k0050 = 0
  @Bound var k0051 = 0
  @Bound var k0052 = 0
  @Bound var k0053 = 0
  @Bound var k0054 = 0
  @Bound var k0055 = 0
  @Bound var k0056 = 0
  @Bound var k0057 = 0
  @Bound var k0058 = 0
  @Bound var k0059 = 0
  @Bound var k0060 = 0
  @Bound var k0061 = 0
  @Bound var k0062 = 0
  @Bound var k0063 = 0
  @Bound var k0064 = 0
  @Bound var k0065 = 0
  @Bound var k0066 = 0
  @Bound var k0067 = 0
  @Bound var k0068 = 0
  @Bound var k0069 = 0
  @Bound var k0070 = 0
  @Bound var k0071 = 0
  @Bound var k0072 = 0
  @Bound var k0073 = 0
  @Bound var k0074 = 0
  @Bound var k0075 = 0
  @Bound var k0076 = 0
  @Bound var k0077 = 0
  @Bound var k0078 = 0
  @Bound var k0079 = 0
  @Bound var k0080 = 0
  @Bound var k0081 = 0
  @Bound var k0082 = 0
  @Bound var k0083 = 0
  @Bound var k0084 = 0
  @Bound var k0085 = 0
  @Bound var k0086 = 0
  @Bound var k0087 = 0
  @Bound var k0088 = 0
  @Bound var k0089 = 0
  @Bound var k0090 = 0
  @Bound var k0091 = 0
  @Bound var k0092 = 0
  @Bound var k0093 = 0
  @Bound var k0094 = 0
  @Bound var k0095 = 0
  @Bound var k0096 = 0
  @Bound var k0097 = 0
  @Bound var k0098 = 0
  @Bound var k0099 = 0
  @Bound var k0100 = 0
  @Bound var k0101 = 0
  @Bound var k0102 = 0
  @Bound var k0103 = 0
  @Bound var k0104 = 0
  @Bound var k0105 = 0
  @Bound var k0106 = 0
  @Bound var k0107 = 0
  @Bound var k0108 = 0
  @Bound var k0109 = 0
  @Bound var k0110 = 0
  @Bound var k0111 = 0
  @Bound var k0112 = 0
  @Bound var k0113 = 0
  @Bound var k0114 = 0
  @Bound var k0115 = 0
  @Bound var k0116 = 0
  @Bound var k0117 = 0
  @Bound var k0118 = 0
  @Bound var k0119 = 0
  @Bound var k0120 = 0
  @Bound var k0121 = 0
  @Bound var k0122 = 0
  @Bound var k0123 = 0
  @Bound var k0124 = 0
  @Bound var k0125 = 0
  @Bound var k0126 = 0
  @Bound var k0127 = 0
  @Bound var k0128 = 0
  @Bound var k0129 = 0
  @Bound var k0130 = 0
  @Bound var k0131 = 0
  @Bound var k0132 = 0
  @Bound var k0133 = 0
  @Bound var k0134 = 0
  @Bound var k0135 = 0
  @Bound var k0136 = 0
  @Bound var k0137 = 0
  @Bound var k0138 = 0
  @Bound var k0139 = 0
  @Bound var k0140 = 0
  @Bound var k0141 = 0
  @Bound var k0142 = 0
  @Bound var k0143 = 0
  @Bound var k0144 = 0
  @Bound var k0145 = 0
  @Bound var k0146 = 0
  @Bound var k0147 = 0
  @Bound var k0148 = 0
  @Bound var k0149 = 0
  @Bound var k0150 = 0
  @Bound var k0151 = 0
  @Bound var k0152 = 0
  @Bound var k0153 = 0
  @Bound var k0154 = 0
  @Bound var k0155 = 0
  @Bound var k0156 = 0
  @Bound var k0157 = 0
  @Bound var k0158 = 0
  @Bound var k0159 = 0
  @Bound var k0160 = 0
  @Bound var k0161 = 0
  @Bound var k0162 = 0
  @Bound var k0163 = 0
  @Bound var k0164 = 0
  @Bound var k0165 = 0
  @Bound var k0166 = 0
  @Bound var k0167 = 0
  @Bound var k0168 = 0
  @Bound var k0169 = 0
  @Bound var k0170 = 0
  @Bound var k0171 = 0
  @Bound var k0172 = 0
  @Bound var k0173 = 0
  @Bound var k0174 = 0
  @Bound var k0175 = 0
  @Bound var k0176 = 0
  @Bound var k0177 = 0
  @Bound var k0178 = 0
  @Bound var k0179 = 0
  @Bound var k0180 = 0
  @Bound var k0181 = 0
  @Bound var k0182 = 0
  @Bound var k0183 = 0
  @Bound var k0184 = 0
  @Bound var k0185 = 0
  @Bound var k0186 = 0
  @Bound var k0187 = 0
  @Bound var k0188 = 0
  @Bound var k0189 = 0
  @Bound var k0190 = 0
  @Bound var k0191 = 0
  @Bound var k0192 = 0
  @Bound var k0193 = 0
  @Bound var k0194 = 0
  @Bound var k0195 = 0
  @Bound var k0196 = 0
  @Bound var k0197 = 0
  @Bound var k0198 = 0
  @Bound var k0199 = 0
  @Bound var k0200 = 0
  @Bound var k0201 = 0
  @Bound var k0202 = 0
  @Bound var k0203 = 0
  @Bound var k0204 = 0
  @Bound var k0205 = 0
  @Bound var k0206 = 0
  @Bound var k0207 = 0
  @Bound var k0208 = 0
  @Bound var k0209 = 0
  @Bound var k0210 = 0
  @Bound var k0211 = 0
  @Bound var k0212 = 0
  @Bound var k0213 = 0
  @Bound var k0214 = 0
  @Bound var k0215 = 0
  @Bound var k0216 = 0
  @Bound var k0217 = 0
  @Bound var k0218 = 0
  @Bound var k0219 = 0
  @Bound var k0220 = 0
  @Bound var k0221 = 0
  @Bound var k0222 = 0
  @Bound var k0223 = 0
  @Bound var k0224 = 0
  @Bound var k0225 = 0
  @Bound var k0226 = 0
  @Bound var k0227 = 0
  @Bound var k0228 = 0
  @Bound var k0229 = 0
  @Bound var k0230 = 0
  @Bound var k0231 = 0
  @Bound var k0232 = 0
  @Bound var k0233 = 0
  @Bound var k0234 = 0
  @Bound var k0235 = 0
  @Bound var k0236 = 0
  @Bound var k0237 = 0
  @Bound var k0238 = 0
  @Bound var k0239 = 0
  @Bound var k0240 = 0
  @Bound var k0241 = 0
  @Bound var k0242 = 0
  @Bound var k0243 = 0
  @Bound var k0244 = 0
  @Bound var k0245 = 0
  @Bound var k0246 = 0
  @Bound var k0247 = 0
  @Bound var k0248 = 0
  @Bound var k0249 = 0
  @Bound var k0250 = 0
  @Bound var k0251 = 0
  @Bound var k0252 = 0
  @Bound var k0253 = 0
  @Bound var k0254 = 0
  @Bound var k0255 = 0
  @Bound var k0256 = 0
  @Bound var k0257 = 0
  @Bound var k0258 = 0
  @Bound var k0259 = 0
  @Bound var k0260 = 0
  @Bound var k0261 = 0
  @Bound var k0262 = 0
  @Bound var k0263 = 0
  @Bound var k0264 = 0
  @Bound var k0265 = 0
  @Bound var k0266 = 0
  @Bound var k0267 = 0
  @Bound var k0268 = 0
  @Bound var k0269 = 0
  @Bound var k0270 = 0
  @Bound var k0271 = 0
  @Bound var k0272 = 0
  @Bound var k0273 = 0
  @Bound var k0274 = 0
  @Bound var k0275 = 0
  @Bound var k0276 = 0
  @Bound var k0277 = 0
  @Bound var k0278 = 0
  @Bound var k0279 = 0
  @Bound var k0280 = 0
  @Bound var k0281 = 0
  @Bound var k0282 = 0
  @Bound var k0283 = 0
  @Bound var k0284 = 0
  @Bound var k0285 = 0
  @Bound var k0286 = 0
  @Bound var k0287 = 0
  @Bound var k0288 = 0
  @Bound var k0289 = 0
  @Bound var k0290 = 0
  @Bound var k0291 = 0
  @Bound var k0292 = 0
  @Bound var k0293 = 0
  @Bound var k0294 = 0
  @Bound var k0295 = 0
  @Bound var k0296 = 0
  @Bound var k0297 = 0
  @Bound var k0298 = 0
  @Bound var k0299 = 0
  @Bound var k0300 = 0
  @Bound var k0301 = 0
  @Bound var k0302 = 0
  @Bound var k0303 = 0
  @Bound var k0304 = 0
  @Bound var k0305 = 0
  @Bound var k0306 = 0
  @Bound var k0307 = 0
  @Bound var k0308 = 0
  @Bound var k0309 = 0
  @Bound var k0310 = 0
  @Bound var k0311 = 0
  @Bound var k0312 = 0
  @Bound var k0313 = 0
  @Bound var k0314 = 0
  @Bound var k0315 = 0
  @Bound var k0316 = 0
  @Bound var k0317 = 0
  @Bound var k0318 = 0
  @Bound var k0319 = 0
  @Bound var k0320 = 0
  @Bound var k0321 = 0
  @Bound var k0322 = 0
  @Bound var k0323 = 0
  @Bound var k0324 = 0
  @Bound var k0325 = 0
  @Bound var k0326 = 0
  @Bound var k0327 = 0
  @Bound var k0328 = 0
  @Bound var k0329 = 0
  @Bound var k0330 = 0
  @Bound var k0331 = 0
  @Bound var k0332 = 0
  @Bound var k0333 = 0
  @Bound var k0334 = 0
  @Bound var k0335 = 0
  @Bound var k0336 = 0
  @Bound var k0337 = 0
  @Bound var k0338 = 0
  @Bound var k0339 = 0
  @Bound var k0340 = 0
  @Bound var k0341 = 0
  @Bound var k0342 = 0
  @Bound var k0343 = 0
  @Bound var k0344 = 0
  @Bound var k0345 = 0
  @Bound var k0346 = 0
  @Bound var k0347 = 0
  @Bound var k0348 = 0
  @Bound var k0349 = 0
  @Bound var k0350 = 0
  @Bound var k0351 = 0
  @Bound var k0352 = 0
  @Bound var k0353 = 0
  @Bound var k0354 = 0
  @Bound var k0355 = 0
  @Bound var k0356 = 0
  @Bound var k0357 = 0
  @Bound var k0358 = 0
  @Bound var k0359 = 0
  @Bound var k0360 = 0
  @Bound var k0361 = 0
  @Bound var k0362 = 0
  @Bound var k0363 = 0
  @Bound var k0364 = 0
  @Bound var k0365 = 0
  @Bound var k0366 = 0
  @Bound var k0367 = 0
  @Bound var k0368 = 0
  @Bound var k0369 = 0
  @Bound var k0370 = 0
  @Bound var k0371 = 0
  @Bound var k0372 = 0
  @Bound var k0373 = 0
  @Bound var k0374 = 0
  @Bound var k0375 = 0
  @Bound var k0376 = 0
  @Bound var k0377 = 0
  @Bound var k0378 = 0
  @Bound var k0379 = 0
  @Bound var k0380 = 0
  @Bound var k0381 = 0
  @Bound var k0382 = 0
  @Bound var k0383 = 0
  @Bound var k0384 = 0
  @Bound var k0385 = 0
  @Bound var k0386 = 0
  @Bound var k0387 = 0
  @Bound var k0388 = 0
  @Bound var k0389 = 0
  @Bound var k0390 = 0
  @Bound var k0391 = 0
  @Bound var k0392 = 0
  @Bound var k0393 = 0
  @Bound var k0394 = 0
  @Bound var k0395 = 0
  @Bound var k0396 = 0
  @Bound var k0397 = 0
  @Bound var k0398 = 0
  @Bound var k0399 = 0
  @Bound var k0400 = 0
  @Bound var k0401 = 0
  @Bound var k0402 = 0
  @Bound var k0403 = 0
  @Bound var k0404 = 0
  @Bound var k0405 = 0
  @Bound var k0406 = 0
  @Bound var k0407 = 0
  @Bound var k0408 = 0
  @Bound var k0409 = 0
  @Bound var k0410 = 0
  @Bound var k0411 = 0
  @Bound var k0412 = 0
  @Bound var k0413 = 0
  @Bound var k0414 = 0
  @Bound var k0415 = 0
  @Bound var k0416 = 0
  @Bound var k0417 = 0
  @Bound var k0418 = 0
  @Bound var k0419 = 0
  @Bound var k0420 = 0
  @Bound var k0421 = 0
  @Bound var k0422 = 0
  @Bound var k0423 = 0
  @Bound var k0424 = 0
  @Bound var k0425 = 0
  @Bound var k0426 = 0
  @Bound var k0427 = 0
  @Bound var k0428 = 0
  @Bound var k0429 = 0
  @Bound var k0430 = 0
  @Bound var k0431 = 0
  @Bound var k0432 = 0
  @Bound var k0433 = 0
  @Bound var k0434 = 0
  @Bound var k0435 = 0
  @Bound var k0436 = 0
  @Bound var k0437 = 0
  @Bound var k0438 = 0
  @Bound var k0439 = 0
  @Bound var k0440 = 0
  @Bound var k0441 = 0
  @Bound var k0442 = 0
  @Bound var k0443 = 0
  @Bound var k0444 = 0
  @Bound var k0445 = 0
  @Bound var k0446 = 0
  @Bound var k0447 = 0
  @Bound var k0448 = 0
  @Bound var k0449 = 0
  @Bound var k0450 = 0
  @Bound var k0451 = 0
  @Bound var k0452 = 0
  @Bound var k0453 = 0
  @Bound var k0454 = 0
  @Bound var k0455 = 0
  @Bound var k0456 = 0
  @Bound var k0457 = 0
  @Bound var k0458 = 0
  @Bound var k0459 = 0
  @Bound var k0460 = 0
  @Bound var k0461 = 0
  @Bound var k0462 = 0
  @Bound var k0463 = 0
  @Bound var k0464 = 0
  @Bound var k0465 = 0
  @Bound var k0466 = 0
  @Bound var k0467 = 0
  @Bound var k0468 = 0
  @Bound var k0469 = 0
  @Bound var k0470 = 0
  @Bound var k0471 = 0
  @Bound var k0472 = 0
  @Bound var k0473 = 0
  @Bound var k0474 = 0
  @Bound var k0475 = 0
  @Bound var k0476 = 0
  @Bound var k0477 = 0
  @Bound var k0478 = 0
  @Bound var k0479 = 0
  @Bound var k0480 = 0
  @Bound var k0481 = 0
  @Bound var k0482 = 0
  @Bound var k0483 = 0
  @Bound var k0484 = 0
  @Bound var k0485 = 0
  @Bound var k0486 = 0
  @Bound var k0487 = 0
  @Bound var k0488 = 0
  @Bound var k0489 = 0
  @Bound var k0490 = 0
  @Bound var k0491 = 0
  @Bound var k0492 = 0
  @Bound var k0493 = 0
  @Bound var k0494 = 0
  @Bound var k0495 = 0
  @Bound var k0496 = 0
  @Bound var k0497 = 0
  @Bound var k0498 = 0
  @Bound var k0499 = 0
  @Bound var k0500 = 0
  @Bound var k0501 = 0
  @Bound var k0502 = 0
  @Bound var k0503 = 0
  @Bound var k0504 = 0
  @Bound var k0505 = 0
  @Bound var k0506 = 0
  @Bound var k0507 = 0
  @Bound var k0508 = 0
  @Bound var k0509 = 0
  @Bound var k0510 = 0
  @Bound var k0511 = 0
  @Bound var k0512 = 0
  @Bound var k0513 = 0
  @Bound var k0514 = 0
  @Bound var k0515 = 0
  @Bound var k0516 = 0
  @Bound var k0517 = 0
  @Bound var k0518 = 0
  @Bound var k0519 = 0
  @Bound var k0520 = 0
  @Bound var k0521 = 0
  @Bound var k0522 = 0
  @Bound var k0523 = 0
  @Bound var k0524 = 0
  @Bound var k0525 = 0
  @Bound var k0526 = 0
  @Bound var k0527 = 0
  @Bound var k0528 = 0
  @Bound var k0529 = 0
  @Bound var k0530 = 0
  @Bound var k0531 = 0
  @Bound var k0532 = 0
  @Bound var k0533 = 0
  @Bound var k0534 = 0
  @Bound var k0535 = 0
  @Bound var k0536 = 0
  @Bound var k0537 = 0
  @Bound var k0538 = 0
  @Bound var k0539 = 0
  @Bound var k0540 = 0
  @Bound var k0541 = 0
  @Bound var k0542 = 0
  @Bound var k0543 = 0
  @Bound var k0544 = 0
  @Bound var k0545 = 0
  @Bound var k0546 = 0
  @Bound var k0547 = 0
  @Bound var k0548 = 0
  @Bound var k0549 = 0
  @Bound var k0550 = 0
  @Bound var k0551 = 0
  @Bound var k0552 = 0
  @Bound var k0553 = 0
  @Bound var k0554 = 0
  @Bound var k0555 = 0
  @Bound var k0556 = 0
  @Bound var k0557 = 0
  @Bound var k0558 = 0
  @Bound var k0559 = 0
  @Bound var k0560 = 0
  @Bound var k0561 = 0
  @Bound var k0562 = 0
  @Bound var k0563 = 0
  @Bound var k0564 = 0
  @Bound var k0565 = 0
  @Bound var k0566 = 0
  @Bound var k0567 = 0
  @Bound var k0568 = 0
  @Bound var k0569 = 0
  @Bound var k0570 = 0
  @Bound var k0571 = 0
  @Bound var k0572 = 0
  @Bound var k0573 = 0
  @Bound var k0574 = 0
  @Bound var k0575 = 0
  @Bound var k0576 = 0
  @Bound var k0577 = 0
  @Bound var k0578 = 0
  @Bound var k0579 = 0
  @Bound var k0580 = 0
  @Bound var k0581 = 0
  @Bound var k0582 = 0
  @Bound var k0583 = 0
  @Bound var k0584 = 0
  @Bound var k0585 = 0
  @Bound var k0586 = 0
  @Bound var k0587 = 0
  @Bound var k0588 = 0
  @Bound var k0589 = 0
  @Bound var k0590 = 0
  @Bound var k0591 = 0
  @Bound var k0592 = 0
  @Bound var k0593 = 0
  @Bound var k0594 = 0
  @Bound var k0595 = 0
  @Bound var k0596 = 0
  @Bound var k0597 = 0
  @Bound var k0598 = 0
  @Bound var k0599 = 0
  @Bound var k0600 = 0
  @Bound var k0601 = 0
  @Bound var k0602 = 0
  @Bound var k0603 = 0
  @Bound var k0604 = 0
  @Bound var k0605 = 0
  @Bound var k0606 = 0
  @Bound var k0607 = 0
  @Bound var k0608 = 0
  @Bound var k0609 = 0
  @Bound var k0610 = 0
  @Bound var k0611 = 0
  @Bound var k0612 = 0
  @Bound var k0613 = 0
  @Bound var k0614 = 0
  @Bound var k0615 = 0
  @Bound var k0616 = 0
  @Bound var k0617 = 0
  @Bound var k0618 = 0
  @Bound var k0619 = 0
  @Bound var k0620 = 0
  @Bound var k0621 = 0
  @Bound var k0622 = 0
  @Bound var k0623 = 0
  @Bound var k0624 = 0
  @Bound var k0625 = 0
  @Bound var k0626 = 0
  @Bound var k0627 = 0
  @Bound var k0628 = 0
  @Bound var k0629 = 0
  @Bound var k0630 = 0
  @Bound var k0631 = 0
  @Bound var k0632 = 0
  @Bound var k0633 = 0
  @Bound var k0634 = 0
  @Bound var k0635 = 0
  @Bound var k0636 = 0
  @Bound var k0637 = 0
  @Bound var k0638 = 0
  @Bound var k0639 = 0
  @Bound var k0640 = 0
  @Bound var k0641 = 0
  @Bound var k0642 = 0
  @Bound var k0643 = 0
  @Bound var k0644 = 0
  @Bound var k0645 = 0
  @Bound var k0646 = 0
  @Bound var k0647 = 0
  @Bound var k0648 = 0
  @Bound var k0649 = 0
  @Bound var k0650 = 0
  @Bound var k0651 = 0
  @Bound var k0652 = 0
  @Bound var k0653 = 0
  @Bound var k0654 = 0
  @Bound var k0655 = 0
  @Bound var k0656 = 0
  @Bound var k0657 = 0
  @Bound var k0658 = 0
  @Bound var k0659 = 0
  @Bound var k0660 = 0
  @Bound var k0661 = 0
  @Bound var k0662 = 0
  @Bound var k0663 = 0
  @Bound var k0664 = 0
  @Bound var k0665 = 0
  @Bound var k0666 = 0
  @Bound var k0667 = 0
  @Bound var k0668 = 0
  @Bound var k0669 = 0
  @Bound var k0670 = 0
  @Bound var k0671 = 0
  @Bound var k0672 = 0
  @Bound var k0673 = 0
  @Bound var k0674 = 0
  @Bound var k0675 = 0
  @Bound var k0676 = 0
  @Bound var k0677 = 0
  @Bound var k0678 = 0
  @Bound var k0679 = 0
  @Bound var k0680 = 0
  @Bound var k0681 = 0
  @Bound var k0682 = 0
  @Bound var k0683 = 0
  @Bound var k0684 = 0
  @Bound var k0685 = 0
  @Bound var k0686 = 0
  @Bound var k0687 = 0
  @Bound var k0688 = 0
  @Bound var k0689 = 0
  @Bound var k0690 = 0
  @Bound var k0691 = 0
  @Bound var k0692 = 0
  @Bound var k0693 = 0
  @Bound var k0694 = 0
  @Bound var k0695 = 0
  @Bound var k0696 = 0
  @Bound var k0697 = 0
  @Bound var k0698 = 0
  @Bound var k0699 = 0
  @Bound var k0700 = 0
  @Bound var k0701 = 0
  @Bound var k0702 = 0
  @Bound var k0703 = 0
  @Bound var k0704 = 0
  @Bound var k0705 = 0
  @Bound var k0706 = 0
  @Bound var k0707 = 0
  @Bound var k0708 = 0
  @Bound var k0709 = 0
  @Bound var k0710 = 0
  @Bound var k0711 = 0
  @Bound var k0712 = 0
  @Bound var k0713 = 0
  @Bound var k0714 = 0
  @Bound var k0715 = 0
  @Bound var k0716 = 0
  @Bound var k0717 = 0
  @Bound var k0718 = 0
  @Bound var k0719 = 0
  @Bound var k0720 = 0
  @Bound var k0721 = 0
  @Bound var k0722 = 0
  @Bound var k0723 = 0
  @Bound var k0724 = 0
  @Bound var k0725 = 0
  @Bound var k0726 = 0
  @Bound var k0727 = 0
  @Bound var k0728 = 0
  @Bound var k0729 = 0
  @Bound var k0730 = 0
  @Bound var k0731 = 0
  @Bound var k0732 = 0
  @Bound var k0733 = 0
  @Bound var k0734 = 0
  @Bound var k0735 = 0
  @Bound var k0736 = 0
  @Bound var k0737 = 0
  @Bound var k0738 = 0
  @Bound var k0739 = 0
  @Bound var k0740 = 0
  @Bound var k0741 = 0
  @Bound var k0742 = 0
  @Bound var k0743 = 0
  @Bound var k0744 = 0
  @Bound var k0745 = 0
  @Bound var k0746 = 0
  @Bound var k0747 = 0
  @Bound var k0748 = 0
  @Bound var k0749 = 0
  @Bound var k0750 = 0
  @Bound var k0751 = 0
  @Bound var k0752 = 0
  @Bound var k0753 = 0
  @Bound var k0754 = 0
  @Bound var k0755 = 0
  @Bound var k0756 = 0
  @Bound var k0757 = 0
  @Bound var k0758 = 0
  @Bound var k0759 = 0
  @Bound var k0760 = 0
  @Bound var k0761 = 0
  @Bound var k0762 = 0
  @Bound var k0763 = 0
  @Bound var k0764 = 0
  @Bound var k0765 = 0
  @Bound var k0766 = 0
  @Bound var k0767 = 0
  @Bound var k0768 = 0
  @Bound var k0769 = 0
  @Bound var k0770 = 0
  @Bound var k0771 = 0
  @Bound var k0772 = 0
  @Bound var k0773 = 0
  @Bound var k0774 = 0
  @Bound var k0775 = 0
  @Bound var k0776 = 0
  @Bound var k0777 = 0
  @Bound var k0778 = 0
  @Bound var k0779 = 0
  @Bound var k0780 = 0
  @Bound var k0781 = 0
  @Bound var k0782 = 0
  @Bound var k0783 = 0
  @Bound var k0784 = 0
  @Bound var k0785 = 0
  @Bound var k0786 = 0
  @Bound var k0787 = 0
  @Bound var k0788 = 0
  @Bound var k0789 = 0
  @Bound var k0790 = 0
  @Bound var k0791 = 0
  @Bound var k0792 = 0
  @Bound var k0793 = 0
  @Bound var k0794 = 0
  @Bound var k0795 = 0
  @Bound var k0796 = 0
  @Bound var k0797 = 0
  @Bound var k0798 = 0
  @Bound var k0799 = 0
  @Bound var k0800 = 0
  @Bound var k0801 = 0
  @Bound var k0802 = 0
  @Bound var k0803 = 0
  @Bound var k0804 = 0
  @Bound var k0805 = 0
  @Bound var k0806 = 0
  @Bound var k0807 = 0
  @Bound var k0808 = 0
  @Bound var k0809 = 0
  @Bound var k0810 = 0
  @Bound var k0811 = 0
  @Bound var k0812 = 0
  @Bound var k0813 = 0
  @Bound var k0814 = 0
  @Bound var k0815 = 0
  @Bound var k0816 = 0
  @Bound var k0817 = 0
  @Bound var k0818 = 0
  @Bound var k0819 = 0
  @Bound var k0820 = 0
  @Bound var k0821 = 0
  @Bound var k0822 = 0
  @Bound var k0823 = 0
  @Bound var k0824 = 0
  @Bound var k0825 = 0
  @Bound var k0826 = 0
  @Bound var k0827 = 0
  @Bound var k0828 = 0
  @Bound var k0829 = 0
  @Bound var k0830 = 0
  @Bound var k0831 = 0
  @Bound var k0832 = 0
  @Bound var k0833 = 0
  @Bound var k0834 = 0
  @Bound var k0835 = 0
  @Bound var k0836 = 0
  @Bound var k0837 = 0
  @Bound var k0838 = 0
  @Bound var k0839 = 0
  @Bound var k0840 = 0
  @Bound var k0841 = 0
  @Bound var k0842 = 0
  @Bound var k0843 = 0
  @Bound var k0844 = 0
  @Bound var k0845 = 0
  @Bound var k0846 = 0
  @Bound var k0847 = 0
  @Bound var k0848 = 0
  @Bound var k0849 = 0
  @Bound var k0850 = 0
  @Bound var k0851 = 0
  @Bound var k0852 = 0
  @Bound var k0853 = 0
  @Bound var k0854 = 0
  @Bound var k0855 = 0
  @Bound var k0856 = 0
  @Bound var k0857 = 0
  @Bound var k0858 = 0
  @Bound var k0859 = 0
  @Bound var k0860 = 0
  @Bound var k0861 = 0
  @Bound var k0862 = 0
  @Bound var k0863 = 0
  @Bound var k0864 = 0
  @Bound var k0865 = 0
  @Bound var k0866 = 0
  @Bound var k0867 = 0
  @Bound var k0868 = 0
  @Bound var k0869 = 0
  @Bound var k0870 = 0
  @Bound var k0871 = 0
  @Bound var k0872 = 0
  @Bound var k0873 = 0
  @Bound var k0874 = 0
  @Bound var k0875 = 0
  @Bound var k0876 = 0
  @Bound var k0877 = 0
  @Bound var k0878 = 0
  @Bound var k0879 = 0
  @Bound var k0880 = 0
  @Bound var k0881 = 0
  @Bound var k0882 = 0
  @Bound var k0883 = 0
  @Bound var k0884 = 0
  @Bound var k0885 = 0
  @Bound var k0886 = 0
  @Bound var k0887 = 0
  @Bound var k0888 = 0
  @Bound var k0889 = 0
  @Bound var k0890 = 0
  @Bound var k0891 = 0
  @Bound var k0892 = 0
  @Bound var k0893 = 0
  @Bound var k0894 = 0
  @Bound var k0895 = 0
  @Bound var k0896 = 0
  @Bound var k0897 = 0
  @Bound var k0898 = 0
  @Bound var k0899 = 0
  @Bound var k0900 = 0
  @Bound var k0901 = 0
  @Bound var k0902 = 0
  @Bound var k0903 = 0
  @Bound var k0904 = 0
  @Bound var k0905 = 0
  @Bound var k0906 = 0
  @Bound var k0907 = 0
  @Bound var k0908 = 0
  @Bound var k0909 = 0
  @Bound var k0910 = 0
  @Bound var k0911 = 0
  @Bound var k0912 = 0
  @Bound var k0913 = 0
  @Bound var k0914 = 0
  @Bound var k0915 = 0
  @Bound var k0916 = 0
  @Bound var k0917 = 0
  @Bound var k0918 = 0
  @Bound var k0919 = 0
  @Bound var k0920 = 0
  @Bound var k0921 = 0
  @Bound var k0922 = 0
  @Bound var k0923 = 0
  @Bound var k0924 = 0
  @Bound var k0925 = 0
  @Bound var k0926 = 0
  @Bound var k0927 = 0
  @Bound var k0928 = 0
  @Bound var k0929 = 0
  @Bound var k0930 = 0
  @Bound var k0931 = 0
  @Bound var k0932 = 0
  @Bound var k0933 = 0
  @Bound var k0934 = 0
  @Bound var k0935 = 0
  @Bound var k0936 = 0
  @Bound var k0937 = 0
  @Bound var k0938 = 0
  @Bound var k0939 = 0
  @Bound var k0940 = 0
  @Bound var k0941 = 0
  @Bound var k0942 = 0
  @Bound var k0943 = 0
  @Bound var k0944 = 0
  @Bound var k0945 = 0
  @Bound var k0946 = 0
  @Bound var k0947 = 0
  @Bound var k0948 = 0
  @Bound var k0949 = 0
  @Bound var k0950 = 0
  @Bound var k0951 = 0
  @Bound var k0952 = 0
  @Bound var k0953 = 0
  @Bound var k0954 = 0
  @Bound var k0955 = 0
  @Bound var k0956 = 0
  @Bound var k0957 = 0
  @Bound var k0958 = 0
  @Bound var k0959 = 0
  @Bound var k0960 = 0
  @Bound var k0961 = 0
  @Bound var k0962 = 0
  @Bound var k0963 = 0
  @Bound var k0964 = 0
  @Bound var k0965 = 0
  @Bound var k0966 = 0
  @Bound var k0967 = 0
  @Bound var k0968 = 0
  @Bound var k0969 = 0
  @Bound var k0970 = 0
  @Bound var k0971 = 0
  @Bound var k0972 = 0
  @Bound var k0973 = 0
  @Bound var k0974 = 0
  @Bound var k0975 = 0
  @Bound var k0976 = 0
  @Bound var k0977 = 0
  @Bound var k0978 = 0
  @Bound var k0979 = 0
  @Bound var k0980 = 0
  @Bound var k0981 = 0
  @Bound var k0982 = 0
  @Bound var k0983 = 0
  @Bound var k0984 = 0
  @Bound var k0985 = 0
  @Bound var k0986 = 0
  @Bound var k0987 = 0
  @Bound var k0988 = 0
  @Bound var k0989 = 0
  @Bound var k0990 = 0
  @Bound var k0991 = 0
  @Bound var k0992 = 0
  @Bound var k0993 = 0
  @Bound var k0994 = 0
  @Bound var k0995 = 0
  @Bound var k0996 = 0
  @Bound var k0997 = 0
  @Bound var k0998 = 0
  @Bound var k0999 = 0

  override class var keys: [PreferenceKey] {
    var keys: [PreferenceKey] = []
    keys.reserveCapacity(1000)
    keys.append(PreferenceKey("k0000", \ThousandPreferences.k0000))
    keys.append(PreferenceKey("k0001", \ThousandPreferences.k0001))
    keys.append(PreferenceKey("k0002", \ThousandPreferences.k0002))
    keys.append(PreferenceKey("k0003", \ThousandPreferences.k0003))
    keys.append(PreferenceKey("k0004", \ThousandPreferences.k0004))
    keys.append(PreferenceKey("k0005", \ThousandPreferences.k0005))
    keys.append(PreferenceKey("k0006", \ThousandPreferences.k0006))
    keys.append(PreferenceKey("k0007", \ThousandPreferences.k0007))
    keys.append(PreferenceKey("k0008", \ThousandPreferences.k0008))
    keys.append(PreferenceKey("k0009", \ThousandPreferences.k0009))
    keys.append(PreferenceKey("k0010", \ThousandPreferences.k0010))
    keys.append(PreferenceKey("k0011", \ThousandPreferences.k0011))
    keys.append(PreferenceKey("k0012", \ThousandPreferences.k0012))
    keys.append(PreferenceKey("k0013", \ThousandPreferences.k0013))
    keys.append(PreferenceKey("k0014", \ThousandPreferences.k0014))
    keys.append(PreferenceKey("k0015", \ThousandPreferences.k0015))
    keys.append(PreferenceKey("k0016", \ThousandPreferences.k0016))
    keys.append(PreferenceKey("k0017", \ThousandPreferences.k0017))
    keys.append(PreferenceKey("k0018", \ThousandPreferences.k0018))
    keys.append(PreferenceKey("k0019", \ThousandPreferences.k0019))
    keys.append(PreferenceKey("k0020", \ThousandPreferences.k0020))
    keys.append(PreferenceKey("k0021", \ThousandPreferences.k0021))
    keys.append(PreferenceKey("k0022", \ThousandPreferences.k0022))
    keys.append(PreferenceKey("k0023", \ThousandPreferences.k0023))
    keys.append(PreferenceKey("k0024", \ThousandPreferences.k0024))
    keys.append(PreferenceKey("k0025", \ThousandPreferences.k0025))
    keys.append(PreferenceKey("k0026", \ThousandPreferences.k0026))
    keys.append(PreferenceKey("k0027", \ThousandPreferences.k0027))
    keys.append(PreferenceKey("k0028", \ThousandPreferences.k0028))
    keys.append(PreferenceKey("k0029", \ThousandPreferences.k0029))
    keys.append(PreferenceKey("k0030", \ThousandPreferences.k0030))
    keys.append(PreferenceKey("k0031", \ThousandPreferences.k0031))
    keys.append(PreferenceKey("k0032", \ThousandPreferences.k0032))
    keys.append(PreferenceKey("k0033", \ThousandPreferences.k0033))
    keys.append(PreferenceKey("k0034", \ThousandPreferences.k0034))
    keys.append(PreferenceKey("k0035", \ThousandPreferences.k0035))
    keys.append(PreferenceKey("k0036", \ThousandPreferences.k0036))
    keys.append(PreferenceKey("k0037", \ThousandPreferences.k0037))
    keys.append(PreferenceKey("k0038", \ThousandPreferences.k0038))
    keys.append(PreferenceKey("k0039", \ThousandPreferences.k0039))
    keys.append(PreferenceKey("k0040", \ThousandPreferences.k0040))
    keys.append(PreferenceKey("k0041", \ThousandPreferences.k0041))
    keys.append(PreferenceKey("k0042", \ThousandPreferences.k0042))
    keys.append(PreferenceKey("k0043", \ThousandPreferences.k0043))
    keys.append(PreferenceKey("k0044", \ThousandPreferences.k0044))
    keys.append(PreferenceKey("k0045", \ThousandPreferences.k0045))
    keys.append(PreferenceKey("k0046", \ThousandPreferences.k0046))
    keys.append(PreferenceKey("k0047", \ThousandPreferences.k0047))
    keys.append(PreferenceKey("k0048", \ThousandPreferences.k0048))
    keys.append(PreferenceKey("k0049", \ThousandPreferences.k0049))
    keys.append(PreferenceKey("k0050", \ThousandPreferences.k0050))
    keys.append(PreferenceKey("k0051", \ThousandPreferences.k0051))
    keys.append(PreferenceKey("k0052", \ThousandPreferences.k0052))
    keys.append(PreferenceKey("k0053", \ThousandPreferences.k0053))
    keys.append(PreferenceKey("k0054", \ThousandPreferences.k0054))
    keys.append(PreferenceKey("k0055", \ThousandPreferences.k0055))
    keys.append(PreferenceKey("k0056", \ThousandPreferences.k0056))
    keys.append(PreferenceKey("k0057", \ThousandPreferences.k0057))
    keys.append(PreferenceKey("k0058", \ThousandPreferences.k0058))
    keys.append(PreferenceKey("k0059", \ThousandPreferences.k0059))
    keys.append(PreferenceKey("k0060", \ThousandPreferences.k0060))
    keys.append(PreferenceKey("k0061", \ThousandPreferences.k0061))
    keys.append(PreferenceKey("k0062", \ThousandPreferences.k0062))
    keys.append(PreferenceKey("k0063", \ThousandPreferences.k0063))
    keys.append(PreferenceKey("k0064", \ThousandPreferences.k0064))
    keys.append(PreferenceKey("k0065", \ThousandPreferences.k0065))
    keys.append(PreferenceKey("k0066", \ThousandPreferences.k0066))
    keys.append(PreferenceKey("k0067", \ThousandPreferences.k0067))
    keys.append(PreferenceKey("k0068", \ThousandPreferences.k0068))
    keys.append(PreferenceKey("k0069", \ThousandPreferences.k0069))
    keys.append(PreferenceKey("k0070", \ThousandPreferences.k0070))
    keys.append(PreferenceKey("k0071", \ThousandPreferences.k0071))
    keys.append(PreferenceKey("k0072", \ThousandPreferences.k0072))
    keys.append(PreferenceKey("k0073", \ThousandPreferences.k0073))
    keys.append(PreferenceKey("k0074", \ThousandPreferences.k0074))
    keys.append(PreferenceKey("k0075", \ThousandPreferences.k0075))
    keys.append(PreferenceKey("k0076", \ThousandPreferences.k0076))
    keys.append(PreferenceKey("k0077", \ThousandPreferences.k0077))
    keys.append(PreferenceKey("k0078", \ThousandPreferences.k0078))
    keys.append(PreferenceKey("k0079", \ThousandPreferences.k0079))
    keys.append(PreferenceKey("k0080", \ThousandPreferences.k0080))
    keys.append(PreferenceKey("k0081", \ThousandPreferences.k0081))
    keys.append(PreferenceKey("k0082", \ThousandPreferences.k0082))
    keys.append(PreferenceKey("k0083", \ThousandPreferences.k0083))
    keys.append(PreferenceKey("k0084", \ThousandPreferences.k0084))
    keys.append(PreferenceKey("k0085", \ThousandPreferences.k0085))
    keys.append(PreferenceKey("k0086", \ThousandPreferences.k0086))
    keys.append(PreferenceKey("k0087", \ThousandPreferences.k0087))
    keys.append(PreferenceKey("k0088", \ThousandPreferences.k0088))
    keys.append(PreferenceKey("k0089", \ThousandPreferences.k0089))
    keys.append(PreferenceKey("k0090", \ThousandPreferences.k0090))
    keys.append(PreferenceKey("k0091", \ThousandPreferences.k0091))
    keys.append(PreferenceKey("k0092", \ThousandPreferences.k0092))
    keys.append(PreferenceKey("k0093", \ThousandPreferences.k0093))
    keys.append(PreferenceKey("k0094", \ThousandPreferences.k0094))
    keys.append(PreferenceKey("k0095", \ThousandPreferences.k0095))
    keys.append(PreferenceKey("k0096", \ThousandPreferences.k0096))
    keys.append(PreferenceKey("k0097", \ThousandPreferences.k0097))
    keys.append(PreferenceKey("k0098", \ThousandPreferences.k0098))
    keys.append(PreferenceKey("k0099", \ThousandPreferences.k0099))
    keys.append(PreferenceKey("k0100", \ThousandPreferences.k0100))
    keys.append(PreferenceKey("k0101", \ThousandPreferences.k0101))
    keys.append(PreferenceKey("k0102", \ThousandPreferences.k0102))
    keys.append(PreferenceKey("k0103", \ThousandPreferences.k0103))
    keys.append(PreferenceKey("k0104", \ThousandPreferences.k0104))
    keys.append(PreferenceKey("k0105", \ThousandPreferences.k0105))
    keys.append(PreferenceKey("k0106", \ThousandPreferences.k0106))
    keys.append(PreferenceKey("k0107", \ThousandPreferences.k0107))
    keys.append(PreferenceKey("k0108", \ThousandPreferences.k0108))
    keys.append(PreferenceKey("k0109", \ThousandPreferences.k0109))
    keys.append(PreferenceKey("k0110", \ThousandPreferences.k0110))
    keys.append(PreferenceKey("k0111", \ThousandPreferences.k0111))
    keys.append(PreferenceKey("k0112", \ThousandPreferences.k0112))
    keys.append(PreferenceKey("k0113", \ThousandPreferences.k0113))
    keys.append(PreferenceKey("k0114", \ThousandPreferences.k0114))
    keys.append(PreferenceKey("k0115", \ThousandPreferences.k0115))
    keys.append(PreferenceKey("k0116", \ThousandPreferences.k0116))
    keys.append(PreferenceKey("k0117", \ThousandPreferences.k0117))
    keys.append(PreferenceKey("k0118", \ThousandPreferences.k0118))
    keys.append(PreferenceKey("k0119", \ThousandPreferences.k0119))
    keys.append(PreferenceKey("k0120", \ThousandPreferences.k0120))
    keys.append(PreferenceKey("k0121", \ThousandPreferences.k0121))
    keys.append(PreferenceKey("k0122", \ThousandPreferences.k0122))
    keys.append(PreferenceKey("k0123", \ThousandPreferences.k0123))
    keys.append(PreferenceKey("k0124", \ThousandPreferences.k0124))
    keys.append(PreferenceKey("k0125", \ThousandPreferences.k0125))
    keys.append(PreferenceKey("k0126", \ThousandPreferences.k0126))
    keys.append(PreferenceKey("k0127", \ThousandPreferences.k0127))
    keys.append(PreferenceKey("k0128", \ThousandPreferences.k0128))
    keys.append(PreferenceKey("k0129", \ThousandPreferences.k0129))
    keys.append(PreferenceKey("k0130", \ThousandPreferences.k0130))
    keys.append(PreferenceKey("k0131", \ThousandPreferences.k0131))
    keys.append(PreferenceKey("k0132", \ThousandPreferences.k0132))
    keys.append(PreferenceKey("k0133", \ThousandPreferences.k0133))
    keys.append(PreferenceKey("k0134", \ThousandPreferences.k0134))
    keys.append(PreferenceKey("k0135", \ThousandPreferences.k0135))
    keys.append(PreferenceKey("k0136", \ThousandPreferences.k0136))
    keys.append(PreferenceKey("k0137", \ThousandPreferences.k0137))
    keys.append(PreferenceKey("k0138", \ThousandPreferences.k0138))
    keys.append(PreferenceKey("k0139", \ThousandPreferences.k0139))
    keys.append(PreferenceKey("k0140", \ThousandPreferences.k0140))
    keys.append(PreferenceKey("k0141", \ThousandPreferences.k0141))
    keys.append(PreferenceKey("k0142", \ThousandPreferences.k0142))
    keys.append(PreferenceKey("k0143", \ThousandPreferences.k0143))
    keys.append(PreferenceKey("k0144", \ThousandPreferences.k0144))
    keys.append(PreferenceKey("k0145", \ThousandPreferences.k0145))
    keys.append(PreferenceKey("k0146", \ThousandPreferences.k0146))
    keys.append(PreferenceKey("k0147", \ThousandPreferences.k0147))
    keys.append(PreferenceKey("k0148", \ThousandPreferences.k0148))
    keys.append(PreferenceKey("k0149", \ThousandPreferences.k0149))
    keys.append(PreferenceKey("k0150", \ThousandPreferences.k0150))
    keys.append(PreferenceKey("k0151", \ThousandPreferences.k0151))
    keys.append(PreferenceKey("k0152", \ThousandPreferences.k0152))
    keys.append(PreferenceKey("k0153", \ThousandPreferences.k0153))
    keys.append(PreferenceKey("k0154", \ThousandPreferences.k0154))
    keys.append(PreferenceKey("k0155", \ThousandPreferences.k0155))
    keys.append(PreferenceKey("k0156", \ThousandPreferences.k0156))
    keys.append(PreferenceKey("k0157", \ThousandPreferences.k0157))
    keys.append(PreferenceKey("k0158", \ThousandPreferences.k0158))
    keys.append(PreferenceKey("k0159", \ThousandPreferences.k0159))
    keys.append(PreferenceKey("k0160", \ThousandPreferences.k0160))
    keys.append(PreferenceKey("k0161", \ThousandPreferences.k0161))
    keys.append(PreferenceKey("k0162", \ThousandPreferences.k0162))
    keys.append(PreferenceKey("k0163", \ThousandPreferences.k0163))
    keys.append(PreferenceKey("k0164", \ThousandPreferences.k0164))
    keys.append(PreferenceKey("k0165", \ThousandPreferences.k0165))
    keys.append(PreferenceKey("k0166", \ThousandPreferences.k0166))
    keys.append(PreferenceKey("k0167", \ThousandPreferences.k0167))
    keys.append(PreferenceKey("k0168", \ThousandPreferences.k0168))
    keys.append(PreferenceKey("k0169", \ThousandPreferences.k0169))
    keys.append(PreferenceKey("k0170", \ThousandPreferences.k0170))
    keys.append(PreferenceKey("k0171", \ThousandPreferences.k0171))
    keys.append(PreferenceKey("k0172", \ThousandPreferences.k0172))
    keys.append(PreferenceKey("k0173", \ThousandPreferences.k0173))
    keys.append(PreferenceKey("k0174", \ThousandPreferences.k0174))
    keys.append(PreferenceKey("k0175", \ThousandPreferences.k0175))
    keys.append(PreferenceKey("k0176", \ThousandPreferences.k0176))
    keys.append(PreferenceKey("k0177", \ThousandPreferences.k0177))
    keys.append(PreferenceKey("k0178", \ThousandPreferences.k0178))
    keys.append(PreferenceKey("k0179", \ThousandPreferences.k0179))
    keys.append(PreferenceKey("k0180", \ThousandPreferences.k0180))
    keys.append(PreferenceKey("k0181", \ThousandPreferences.k0181))
    keys.append(PreferenceKey("k0182", \ThousandPreferences.k0182))
    keys.append(PreferenceKey("k0183", \ThousandPreferences.k0183))
    keys.append(PreferenceKey("k0184", \ThousandPreferences.k0184))
    keys.append(PreferenceKey("k0185", \ThousandPreferences.k0185))
    keys.append(PreferenceKey("k0186", \ThousandPreferences.k0186))
    keys.append(PreferenceKey("k0187", \ThousandPreferences.k0187))
    keys.append(PreferenceKey("k0188", \ThousandPreferences.k0188))
    keys.append(PreferenceKey("k0189", \ThousandPreferences.k0189))
    keys.append(PreferenceKey("k0190", \ThousandPreferences.k0190))
    keys.append(PreferenceKey("k0191", \ThousandPreferences.k0191))
    keys.append(PreferenceKey("k0192", \ThousandPreferences.k0192))
    keys.append(PreferenceKey("k0193", \ThousandPreferences.k0193))
    keys.append(PreferenceKey("k0194", \ThousandPreferences.k0194))
    keys.append(PreferenceKey("k0195", \ThousandPreferences.k0195))
    keys.append(PreferenceKey("k0196", \ThousandPreferences.k0196))
    keys.append(PreferenceKey("k0197", \ThousandPreferences.k0197))
    keys.append(PreferenceKey("k0198", \ThousandPreferences.k0198))
    keys.append(PreferenceKey("k0199", \ThousandPreferences.k0199))
    keys.append(PreferenceKey("k0200", \ThousandPreferences.k0200))
    keys.append(PreferenceKey("k0201", \ThousandPreferences.k0201))
    keys.append(PreferenceKey("k0202", \ThousandPreferences.k0202))
    keys.append(PreferenceKey("k0203", \ThousandPreferences.k0203))
    keys.append(PreferenceKey("k0204", \ThousandPreferences.k0204))
    keys.append(PreferenceKey("k0205", \ThousandPreferences.k0205))
    keys.append(PreferenceKey("k0206", \ThousandPreferences.k0206))
    keys.append(PreferenceKey("k0207", \ThousandPreferences.k0207))
    keys.append(PreferenceKey("k0208", \ThousandPreferences.k0208))
    keys.append(PreferenceKey("k0209", \ThousandPreferences.k0209))
    keys.append(PreferenceKey("k0210", \ThousandPreferences.k0210))
    keys.append(PreferenceKey("k0211", \ThousandPreferences.k0211))
    keys.append(PreferenceKey("k0212", \ThousandPreferences.k0212))
    keys.append(PreferenceKey("k0213", \ThousandPreferences.k0213))
    keys.append(PreferenceKey("k0214", \ThousandPreferences.k0214))
    keys.append(PreferenceKey("k0215", \ThousandPreferences.k0215))
    keys.append(PreferenceKey("k0216", \ThousandPreferences.k0216))
    keys.append(PreferenceKey("k0217", \ThousandPreferences.k0217))
    keys.append(PreferenceKey("k0218", \ThousandPreferences.k0218))
    keys.append(PreferenceKey("k0219", \ThousandPreferences.k0219))
    keys.append(PreferenceKey("k0220", \ThousandPreferences.k0220))
    keys.append(PreferenceKey("k0221", \ThousandPreferences.k0221))
    keys.append(PreferenceKey("k0222", \ThousandPreferences.k0222))
    keys.append(PreferenceKey("k0223", \ThousandPreferences.k0223))
    keys.append(PreferenceKey("k0224", \ThousandPreferences.k0224))
    keys.append(PreferenceKey("k0225", \ThousandPreferences.k0225))
    keys.append(PreferenceKey("k0226", \ThousandPreferences.k0226))
    keys.append(PreferenceKey("k0227", \ThousandPreferences.k0227))
    keys.append(PreferenceKey("k0228", \ThousandPreferences.k0228))
    keys.append(PreferenceKey("k0229", \ThousandPreferences.k0229))
    keys.append(PreferenceKey("k0230", \ThousandPreferences.k0230))
    keys.append(PreferenceKey("k0231", \ThousandPreferences.k0231))
    keys.append(PreferenceKey("k0232", \ThousandPreferences.k0232))
    keys.append(PreferenceKey("k0233", \ThousandPreferences.k0233))
    keys.append(PreferenceKey("k0234", \ThousandPreferences.k0234))
    keys.append(PreferenceKey("k0235", \ThousandPreferences.k0235))
    keys.append(PreferenceKey("k0236", \ThousandPreferences.k0236))
    keys.append(PreferenceKey("k0237", \ThousandPreferences.k0237))
    keys.append(PreferenceKey("k0238", \ThousandPreferences.k0238))
    keys.append(PreferenceKey("k0239", \ThousandPreferences.k0239))
    keys.append(PreferenceKey("k0240", \ThousandPreferences.k0240))
    keys.append(PreferenceKey("k0241", \ThousandPreferences.k0241))
    keys.append(PreferenceKey("k0242", \ThousandPreferences.k0242))
    keys.append(PreferenceKey("k0243", \ThousandPreferences.k0243))
    keys.append(PreferenceKey("k0244", \ThousandPreferences.k0244))
    keys.append(PreferenceKey("k0245", \ThousandPreferences.k0245))
    keys.append(PreferenceKey("k0246", \ThousandPreferences.k0246))
    keys.append(PreferenceKey("k0247", \ThousandPreferences.k0247))
    keys.append(PreferenceKey("k0248", \ThousandPreferences.k0248))
    keys.append(PreferenceKey("k0249", \ThousandPreferences.k0249))
    keys.append(PreferenceKey("k0250", \ThousandPreferences.k0250))
    keys.append(PreferenceKey("k0251", \ThousandPreferences.k0251))
    keys.append(PreferenceKey("k0252", \ThousandPreferences.k0252))
    keys.append(PreferenceKey("k0253", \ThousandPreferences.k0253))
    keys.append(PreferenceKey("k0254", \ThousandPreferences.k0254))
    keys.append(PreferenceKey("k0255", \ThousandPreferences.k0255))
    keys.append(PreferenceKey("k0256", \ThousandPreferences.k0256))
    keys.append(PreferenceKey("k0257", \ThousandPreferences.k0257))
    keys.append(PreferenceKey("k0258", \ThousandPreferences.k0258))
    keys.append(PreferenceKey("k0259", \ThousandPreferences.k0259))
    keys.append(PreferenceKey("k0260", \ThousandPreferences.k0260))
    keys.append(PreferenceKey("k0261", \ThousandPreferences.k0261))
    keys.append(PreferenceKey("k0262", \ThousandPreferences.k0262))
    keys.append(PreferenceKey("k0263", \ThousandPreferences.k0263))
    keys.append(PreferenceKey("k0264", \ThousandPreferences.k0264))
    keys.append(PreferenceKey("k0265", \ThousandPreferences.k0265))
    keys.append(PreferenceKey("k0266", \ThousandPreferences.k0266))
    keys.append(PreferenceKey("k0267", \ThousandPreferences.k0267))
    keys.append(PreferenceKey("k0268", \ThousandPreferences.k0268))
    keys.append(PreferenceKey("k0269", \ThousandPreferences.k0269))
    keys.append(PreferenceKey("k0270", \ThousandPreferences.k0270))
    keys.append(PreferenceKey("k0271", \ThousandPreferences.k0271))
    keys.append(PreferenceKey("k0272", \ThousandPreferences.k0272))
    keys.append(PreferenceKey("k0273", \ThousandPreferences.k0273))
    keys.append(PreferenceKey("k0274", \ThousandPreferences.k0274))
    keys.append(PreferenceKey("k0275", \ThousandPreferences.k0275))
    keys.append(PreferenceKey("k0276", \ThousandPreferences.k0276))
    keys.append(PreferenceKey("k0277", \ThousandPreferences.k0277))
    keys.append(PreferenceKey("k0278", \ThousandPreferences.k0278))
    keys.append(PreferenceKey("k0279", \ThousandPreferences.k0279))
    keys.append(PreferenceKey("k0280", \ThousandPreferences.k0280))
    keys.append(PreferenceKey("k0281", \ThousandPreferences.k0281))
    keys.append(PreferenceKey("k0282", \ThousandPreferences.k0282))
    keys.append(PreferenceKey("k0283", \ThousandPreferences.k0283))
    keys.append(PreferenceKey("k0284", \ThousandPreferences.k0284))
    keys.append(PreferenceKey("k0285", \ThousandPreferences.k0285))
    keys.append(PreferenceKey("k0286", \ThousandPreferences.k0286))
    keys.append(PreferenceKey("k0287", \ThousandPreferences.k0287))
    keys.append(PreferenceKey("k0288", \ThousandPreferences.k0288))
    keys.append(PreferenceKey("k0289", \ThousandPreferences.k0289))
    keys.append(PreferenceKey("k0290", \ThousandPreferences.k0290))
    keys.append(PreferenceKey("k0291", \ThousandPreferences.k0291))
    keys.append(PreferenceKey("k0292", \ThousandPreferences.k0292))
    keys.append(PreferenceKey("k0293", \ThousandPreferences.k0293))
    keys.append(PreferenceKey("k0294", \ThousandPreferences.k0294))
    keys.append(PreferenceKey("k0295", \ThousandPreferences.k0295))
    keys.append(PreferenceKey("k0296", \ThousandPreferences.k0296))
    keys.append(PreferenceKey("k0297", \ThousandPreferences.k0297))
    keys.append(PreferenceKey("k0298", \ThousandPreferences.k0298))
    keys.append(PreferenceKey("k0299", \ThousandPreferences.k0299))
    keys.append(PreferenceKey("k0300", \ThousandPreferences.k0300))
    keys.append(PreferenceKey("k0301", \ThousandPreferences.k0301))
    keys.append(PreferenceKey("k0302", \ThousandPreferences.k0302))
    keys.append(PreferenceKey("k0303", \ThousandPreferences.k0303))
    keys.append(PreferenceKey("k0304", \ThousandPreferences.k0304))
    keys.append(PreferenceKey("k0305", \ThousandPreferences.k0305))
    keys.append(PreferenceKey("k0306", \ThousandPreferences.k0306))
    keys.append(PreferenceKey("k0307", \ThousandPreferences.k0307))
    keys.append(PreferenceKey("k0308", \ThousandPreferences.k0308))
    keys.append(PreferenceKey("k0309", \ThousandPreferences.k0309))
    keys.append(PreferenceKey("k0310", \ThousandPreferences.k0310))
    keys.append(PreferenceKey("k0311", \ThousandPreferences.k0311))
    keys.append(PreferenceKey("k0312", \ThousandPreferences.k0312))
    keys.append(PreferenceKey("k0313", \ThousandPreferences.k0313))
    keys.append(PreferenceKey("k0314", \ThousandPreferences.k0314))
    keys.append(PreferenceKey("k0315", \ThousandPreferences.k0315))
    keys.append(PreferenceKey("k0316", \ThousandPreferences.k0316))
    keys.append(PreferenceKey("k0317", \ThousandPreferences.k0317))
    keys.append(PreferenceKey("k0318", \ThousandPreferences.k0318))
    keys.append(PreferenceKey("k0319", \ThousandPreferences.k0319))
    keys.append(PreferenceKey("k0320", \ThousandPreferences.k0320))
    keys.append(PreferenceKey("k0321", \ThousandPreferences.k0321))
    keys.append(PreferenceKey("k0322", \ThousandPreferences.k0322))
    keys.append(PreferenceKey("k0323", \ThousandPreferences.k0323))
    keys.append(PreferenceKey("k0324", \ThousandPreferences.k0324))
    keys.append(PreferenceKey("k0325", \ThousandPreferences.k0325))
    keys.append(PreferenceKey("k0326", \ThousandPreferences.k0326))
    keys.append(PreferenceKey("k0327", \ThousandPreferences.k0327))
    keys.append(PreferenceKey("k0328", \ThousandPreferences.k0328))
    keys.append(PreferenceKey("k0329", \ThousandPreferences.k0329))
    keys.append(PreferenceKey("k0330", \ThousandPreferences.k0330))
    keys.append(PreferenceKey("k0331", \ThousandPreferences.k0331))
    keys.append(PreferenceKey("k0332", \ThousandPreferences.k0332))
    keys.append(PreferenceKey("k0333", \ThousandPreferences.k0333))
    keys.append(PreferenceKey("k0334", \ThousandPreferences.k0334))
    keys.append(PreferenceKey("k0335", \ThousandPreferences.k0335))
    keys.append(PreferenceKey("k0336", \ThousandPreferences.k0336))
    keys.append(PreferenceKey("k0337", \ThousandPreferences.k0337))
    keys.append(PreferenceKey("k0338", \ThousandPreferences.k0338))
    keys.append(PreferenceKey("k0339", \ThousandPreferences.k0339))
    keys.append(PreferenceKey("k0340", \ThousandPreferences.k0340))
    keys.append(PreferenceKey("k0341", \ThousandPreferences.k0341))
    keys.append(PreferenceKey("k0342", \ThousandPreferences.k0342))
    keys.append(PreferenceKey("k0343", \ThousandPreferences.k0343))
    keys.append(PreferenceKey("k0344", \ThousandPreferences.k0344))
    keys.append(PreferenceKey("k0345", \ThousandPreferences.k0345))
    keys.append(PreferenceKey("k0346", \ThousandPreferences.k0346))
    keys.append(PreferenceKey("k0347", \ThousandPreferences.k0347))
    keys.append(PreferenceKey("k0348", \ThousandPreferences.k0348))
    keys.append(PreferenceKey("k0349", \ThousandPreferences.k0349))
    keys.append(PreferenceKey("k0350", \ThousandPreferences.k0350))
    keys.append(PreferenceKey("k0351", \ThousandPreferences.k0351))
    keys.append(PreferenceKey("k0352", \ThousandPreferences.k0352))
    keys.append(PreferenceKey("k0353", \ThousandPreferences.k0353))
    keys.append(PreferenceKey("k0354", \ThousandPreferences.k0354))
    keys.append(PreferenceKey("k0355", \ThousandPreferences.k0355))
    keys.append(PreferenceKey("k0356", \ThousandPreferences.k0356))
    keys.append(PreferenceKey("k0357", \ThousandPreferences.k0357))
    keys.append(PreferenceKey("k0358", \ThousandPreferences.k0358))
    keys.append(PreferenceKey("k0359", \ThousandPreferences.k0359))
    keys.append(PreferenceKey("k0360", \ThousandPreferences.k0360))
    keys.append(PreferenceKey("k0361", \ThousandPreferences.k0361))
    keys.append(PreferenceKey("k0362", \ThousandPreferences.k0362))
    keys.append(PreferenceKey("k0363", \ThousandPreferences.k0363))
    keys.append(PreferenceKey("k0364", \ThousandPreferences.k0364))
    keys.append(PreferenceKey("k0365", \ThousandPreferences.k0365))
    keys.append(PreferenceKey("k0366", \ThousandPreferences.k0366))
    keys.append(PreferenceKey("k0367", \ThousandPreferences.k0367))
    keys.append(PreferenceKey("k0368", \ThousandPreferences.k0368))
    keys.append(PreferenceKey("k0369", \ThousandPreferences.k0369))
    keys.append(PreferenceKey("k0370", \ThousandPreferences.k0370))
    keys.append(PreferenceKey("k0371", \ThousandPreferences.k0371))
    keys.append(PreferenceKey("k0372", \ThousandPreferences.k0372))
    keys.append(PreferenceKey("k0373", \ThousandPreferences.k0373))
    keys.append(PreferenceKey("k0374", \ThousandPreferences.k0374))
    keys.append(PreferenceKey("k0375", \ThousandPreferences.k0375))
    keys.append(PreferenceKey("k0376", \ThousandPreferences.k0376))
    keys.append(PreferenceKey("k0377", \ThousandPreferences.k0377))
    keys.append(PreferenceKey("k0378", \ThousandPreferences.k0378))
    keys.append(PreferenceKey("k0379", \ThousandPreferences.k0379))
    keys.append(PreferenceKey("k0380", \ThousandPreferences.k0380))
    keys.append(PreferenceKey("k0381", \ThousandPreferences.k0381))
    keys.append(PreferenceKey("k0382", \ThousandPreferences.k0382))
    keys.append(PreferenceKey("k0383", \ThousandPreferences.k0383))
    keys.append(PreferenceKey("k0384", \ThousandPreferences.k0384))
    keys.append(PreferenceKey("k0385", \ThousandPreferences.k0385))
    keys.append(PreferenceKey("k0386", \ThousandPreferences.k0386))
    keys.append(PreferenceKey("k0387", \ThousandPreferences.k0387))
    keys.append(PreferenceKey("k0388", \ThousandPreferences.k0388))
    keys.append(PreferenceKey("k0389", \ThousandPreferences.k0389))
    keys.append(PreferenceKey("k0390", \ThousandPreferences.k0390))
    keys.append(PreferenceKey("k0391", \ThousandPreferences.k0391))
    keys.append(PreferenceKey("k0392", \ThousandPreferences.k0392))
    keys.append(PreferenceKey("k0393", \ThousandPreferences.k0393))
    keys.append(PreferenceKey("k0394", \ThousandPreferences.k0394))
    keys.append(PreferenceKey("k0395", \ThousandPreferences.k0395))
    keys.append(PreferenceKey("k0396", \ThousandPreferences.k0396))
    keys.append(PreferenceKey("k0397", \ThousandPreferences.k0397))
    keys.append(PreferenceKey("k0398", \ThousandPreferences.k0398))
    keys.append(PreferenceKey("k0399", \ThousandPreferences.k0399))
    keys.append(PreferenceKey("k0400", \ThousandPreferences.k0400))
    keys.append(PreferenceKey("k0401", \ThousandPreferences.k0401))
    keys.append(PreferenceKey("k0402", \ThousandPreferences.k0402))
    keys.append(PreferenceKey("k0403", \ThousandPreferences.k0403))
    keys.append(PreferenceKey("k0404", \ThousandPreferences.k0404))
    keys.append(PreferenceKey("k0405", \ThousandPreferences.k0405))
    keys.append(PreferenceKey("k0406", \ThousandPreferences.k0406))
    keys.append(PreferenceKey("k0407", \ThousandPreferences.k0407))
    keys.append(PreferenceKey("k0408", \ThousandPreferences.k0408))
    keys.append(PreferenceKey("k0409", \ThousandPreferences.k0409))
    keys.append(PreferenceKey("k0410", \ThousandPreferences.k0410))
    keys.append(PreferenceKey("k0411", \ThousandPreferences.k0411))
    keys.append(PreferenceKey("k0412", \ThousandPreferences.k0412))
    keys.append(PreferenceKey("k0413", \ThousandPreferences.k0413))
    keys.append(PreferenceKey("k0414", \ThousandPreferences.k0414))
    keys.append(PreferenceKey("k0415", \ThousandPreferences.k0415))
    keys.append(PreferenceKey("k0416", \ThousandPreferences.k0416))
    keys.append(PreferenceKey("k0417", \ThousandPreferences.k0417))
    keys.append(PreferenceKey("k0418", \ThousandPreferences.k0418))
    keys.append(PreferenceKey("k0419", \ThousandPreferences.k0419))
    keys.append(PreferenceKey("k0420", \ThousandPreferences.k0420))
    keys.append(PreferenceKey("k0421", \ThousandPreferences.k0421))
    keys.append(PreferenceKey("k0422", \ThousandPreferences.k0422))
    keys.append(PreferenceKey("k0423", \ThousandPreferences.k0423))
    keys.append(PreferenceKey("k0424", \ThousandPreferences.k0424))
    keys.append(PreferenceKey("k0425", \ThousandPreferences.k0425))
    keys.append(PreferenceKey("k0426", \ThousandPreferences.k0426))
    keys.append(PreferenceKey("k0427", \ThousandPreferences.k0427))
    keys.append(PreferenceKey("k0428", \ThousandPreferences.k0428))
    keys.append(PreferenceKey("k0429", \ThousandPreferences.k0429))
    keys.append(PreferenceKey("k0430", \ThousandPreferences.k0430))
    keys.append(PreferenceKey("k0431", \ThousandPreferences.k0431))
    keys.append(PreferenceKey("k0432", \ThousandPreferences.k0432))
    keys.append(PreferenceKey("k0433", \ThousandPreferences.k0433))
    keys.append(PreferenceKey("k0434", \ThousandPreferences.k0434))
    keys.append(PreferenceKey("k0435", \ThousandPreferences.k0435))
    keys.append(PreferenceKey("k0436", \ThousandPreferences.k0436))
    keys.append(PreferenceKey("k0437", \ThousandPreferences.k0437))
    keys.append(PreferenceKey("k0438", \ThousandPreferences.k0438))
    keys.append(PreferenceKey("k0439", \ThousandPreferences.k0439))
    keys.append(PreferenceKey("k0440", \ThousandPreferences.k0440))
    keys.append(PreferenceKey("k0441", \ThousandPreferences.k0441))
    keys.append(PreferenceKey("k0442", \ThousandPreferences.k0442))
    keys.append(PreferenceKey("k0443", \ThousandPreferences.k0443))
    keys.append(PreferenceKey("k0444", \ThousandPreferences.k0444))
    keys.append(PreferenceKey("k0445", \ThousandPreferences.k0445))
    keys.append(PreferenceKey("k0446", \ThousandPreferences.k0446))
    keys.append(PreferenceKey("k0447", \ThousandPreferences.k0447))
    keys.append(PreferenceKey("k0448", \ThousandPreferences.k0448))
    keys.append(PreferenceKey("k0449", \ThousandPreferences.k0449))
    keys.append(PreferenceKey("k0450", \ThousandPreferences.k0450))
    keys.append(PreferenceKey("k0451", \ThousandPreferences.k0451))
    keys.append(PreferenceKey("k0452", \ThousandPreferences.k0452))
    keys.append(PreferenceKey("k0453", \ThousandPreferences.k0453))
    keys.append(PreferenceKey("k0454", \ThousandPreferences.k0454))
    keys.append(PreferenceKey("k0455", \ThousandPreferences.k0455))
    keys.append(PreferenceKey("k0456", \ThousandPreferences.k0456))
    keys.append(PreferenceKey("k0457", \ThousandPreferences.k0457))
    keys.append(PreferenceKey("k0458", \ThousandPreferences.k0458))
    keys.append(PreferenceKey("k0459", \ThousandPreferences.k0459))
    keys.append(PreferenceKey("k0460", \ThousandPreferences.k0460))
    keys.append(PreferenceKey("k0461", \ThousandPreferences.k0461))
    keys.append(PreferenceKey("k0462", \ThousandPreferences.k0462))
    keys.append(PreferenceKey("k0463", \ThousandPreferences.k0463))
    keys.append(PreferenceKey("k0464", \ThousandPreferences.k0464))
    keys.append(PreferenceKey("k0465", \ThousandPreferences.k0465))
    keys.append(PreferenceKey("k0466", \ThousandPreferences.k0466))
    keys.append(PreferenceKey("k0467", \ThousandPreferences.k0467))
    keys.append(PreferenceKey("k0468", \ThousandPreferences.k0468))
    keys.append(PreferenceKey("k0469", \ThousandPreferences.k0469))
    keys.append(PreferenceKey("k0470", \ThousandPreferences.k0470))
    keys.append(PreferenceKey("k0471", \ThousandPreferences.k0471))
    keys.append(PreferenceKey("k0472", \ThousandPreferences.k0472))
    keys.append(PreferenceKey("k0473", \ThousandPreferences.k0473))
    keys.append(PreferenceKey("k0474", \ThousandPreferences.k0474))
    keys.append(PreferenceKey("k0475", \ThousandPreferences.k0475))
    keys.append(PreferenceKey("k0476", \ThousandPreferences.k0476))
    keys.append(PreferenceKey("k0477", \ThousandPreferences.k0477))
    keys.append(PreferenceKey("k0478", \ThousandPreferences.k0478))
    keys.append(PreferenceKey("k0479", \ThousandPreferences.k0479))
    keys.append(PreferenceKey("k0480", \ThousandPreferences.k0480))
    keys.append(PreferenceKey("k0481", \ThousandPreferences.k0481))
    keys.append(PreferenceKey("k0482", \ThousandPreferences.k0482))
    keys.append(PreferenceKey("k0483", \ThousandPreferences.k0483))
    keys.append(PreferenceKey("k0484", \ThousandPreferences.k0484))
    keys.append(PreferenceKey("k0485", \ThousandPreferences.k0485))
    keys.append(PreferenceKey("k0486", \ThousandPreferences.k0486))
    keys.append(PreferenceKey("k0487", \ThousandPreferences.k0487))
    keys.append(PreferenceKey("k0488", \ThousandPreferences.k0488))
    keys.append(PreferenceKey("k0489", \ThousandPreferences.k0489))
    keys.append(PreferenceKey("k0490", \ThousandPreferences.k0490))
    keys.append(PreferenceKey("k0491", \ThousandPreferences.k0491))
    keys.append(PreferenceKey("k0492", \ThousandPreferences.k0492))
    keys.append(PreferenceKey("k0493", \ThousandPreferences.k0493))
    keys.append(PreferenceKey("k0494", \ThousandPreferences.k0494))
    keys.append(PreferenceKey("k0495", \ThousandPreferences.k0495))
    keys.append(PreferenceKey("k0496", \ThousandPreferences.k0496))
    keys.append(PreferenceKey("k0497", \ThousandPreferences.k0497))
    keys.append(PreferenceKey("k0498", \ThousandPreferences.k0498))
    keys.append(PreferenceKey("k0499", \ThousandPreferences.k0499))
    keys.append(PreferenceKey("k0500", \ThousandPreferences.k0500))
    keys.append(PreferenceKey("k0501", \ThousandPreferences.k0501))
    keys.append(PreferenceKey("k0502", \ThousandPreferences.k0502))
    keys.append(PreferenceKey("k0503", \ThousandPreferences.k0503))
    keys.append(PreferenceKey("k0504", \ThousandPreferences.k0504))
    keys.append(PreferenceKey("k0505", \ThousandPreferences.k0505))
    keys.append(PreferenceKey("k0506", \ThousandPreferences.k0506))
    keys.append(PreferenceKey("k0507", \ThousandPreferences.k0507))
    keys.append(PreferenceKey("k0508", \ThousandPreferences.k0508))
    keys.append(PreferenceKey("k0509", \ThousandPreferences.k0509))
    keys.append(PreferenceKey("k0510", \ThousandPreferences.k0510))
    keys.append(PreferenceKey("k0511", \ThousandPreferences.k0511))
    keys.append(PreferenceKey("k0512", \ThousandPreferences.k0512))
    keys.append(PreferenceKey("k0513", \ThousandPreferences.k0513))
    keys.append(PreferenceKey("k0514", \ThousandPreferences.k0514))
    keys.append(PreferenceKey("k0515", \ThousandPreferences.k0515))
    keys.append(PreferenceKey("k0516", \ThousandPreferences.k0516))
    keys.append(PreferenceKey("k0517", \ThousandPreferences.k0517))
    keys.append(PreferenceKey("k0518", \ThousandPreferences.k0518))
    keys.append(PreferenceKey("k0519", \ThousandPreferences.k0519))
    keys.append(PreferenceKey("k0520", \ThousandPreferences.k0520))
    keys.append(PreferenceKey("k0521", \ThousandPreferences.k0521))
    keys.append(PreferenceKey("k0522", \ThousandPreferences.k0522))
    keys.append(PreferenceKey("k0523", \ThousandPreferences.k0523))
    keys.append(PreferenceKey("k0524", \ThousandPreferences.k0524))
    keys.append(PreferenceKey("k0525", \ThousandPreferences.k0525))
    keys.append(PreferenceKey("k0526", \ThousandPreferences.k0526))
    keys.append(PreferenceKey("k0527", \ThousandPreferences.k0527))
    keys.append(PreferenceKey("k0528", \ThousandPreferences.k0528))
    keys.append(PreferenceKey("k0529", \ThousandPreferences.k0529))
    keys.append(PreferenceKey("k0530", \ThousandPreferences.k0530))
    keys.append(PreferenceKey("k0531", \ThousandPreferences.k0531))
    keys.append(PreferenceKey("k0532", \ThousandPreferences.k0532))
    keys.append(PreferenceKey("k0533", \ThousandPreferences.k0533))
    keys.append(PreferenceKey("k0534", \ThousandPreferences.k0534))
    keys.append(PreferenceKey("k0535", \ThousandPreferences.k0535))
    keys.append(PreferenceKey("k0536", \ThousandPreferences.k0536))
    keys.append(PreferenceKey("k0537", \ThousandPreferences.k0537))
    keys.append(PreferenceKey("k0538", \ThousandPreferences.k0538))
    keys.append(PreferenceKey("k0539", \ThousandPreferences.k0539))
    keys.append(PreferenceKey("k0540", \ThousandPreferences.k0540))
    keys.append(PreferenceKey("k0541", \ThousandPreferences.k0541))
    keys.append(PreferenceKey("k0542", \ThousandPreferences.k0542))
    keys.append(PreferenceKey("k0543", \ThousandPreferences.k0543))
    keys.append(PreferenceKey("k0544", \ThousandPreferences.k0544))
    keys.append(PreferenceKey("k0545", \ThousandPreferences.k0545))
    keys.append(PreferenceKey("k0546", \ThousandPreferences.k0546))
    keys.append(PreferenceKey("k0547", \ThousandPreferences.k0547))
    keys.append(PreferenceKey("k0548", \ThousandPreferences.k0548))
    keys.append(PreferenceKey("k0549", \ThousandPreferences.k0549))
    keys.append(PreferenceKey("k0550", \ThousandPreferences.k0550))
    keys.append(PreferenceKey("k0551", \ThousandPreferences.k0551))
    keys.append(PreferenceKey("k0552", \ThousandPreferences.k0552))
    keys.append(PreferenceKey("k0553", \ThousandPreferences.k0553))
    keys.append(PreferenceKey("k0554", \ThousandPreferences.k0554))
    keys.append(PreferenceKey("k0555", \ThousandPreferences.k0555))
    keys.append(PreferenceKey("k0556", \ThousandPreferences.k0556))
    keys.append(PreferenceKey("k0557", \ThousandPreferences.k0557))
    keys.append(PreferenceKey("k0558", \ThousandPreferences.k0558))
    keys.append(PreferenceKey("k0559", \ThousandPreferences.k0559))
    keys.append(PreferenceKey("k0560", \ThousandPreferences.k0560))
    keys.append(PreferenceKey("k0561", \ThousandPreferences.k0561))
    keys.append(PreferenceKey("k0562", \ThousandPreferences.k0562))
    keys.append(PreferenceKey("k0563", \ThousandPreferences.k0563))
    keys.append(PreferenceKey("k0564", \ThousandPreferences.k0564))
    keys.append(PreferenceKey("k0565", \ThousandPreferences.k0565))
    keys.append(PreferenceKey("k0566", \ThousandPreferences.k0566))
    keys.append(PreferenceKey("k0567", \ThousandPreferences.k0567))
    keys.append(PreferenceKey("k0568", \ThousandPreferences.k0568))
    keys.append(PreferenceKey("k0569", \ThousandPreferences.k0569))
    keys.append(PreferenceKey("k0570", \ThousandPreferences.k0570))
    keys.append(PreferenceKey("k0571", \ThousandPreferences.k0571))
    keys.append(PreferenceKey("k0572", \ThousandPreferences.k0572))
    keys.append(PreferenceKey("k0573", \ThousandPreferences.k0573))
    keys.append(PreferenceKey("k0574", \ThousandPreferences.k0574))
    keys.append(PreferenceKey("k0575", \ThousandPreferences.k0575))
    keys.append(PreferenceKey("k0576", \ThousandPreferences.k0576))
    keys.append(PreferenceKey("k0577", \ThousandPreferences.k0577))
    keys.append(PreferenceKey("k0578", \ThousandPreferences.k0578))
    keys.append(PreferenceKey("k0579", \ThousandPreferences.k0579))
    keys.append(PreferenceKey("k0580", \ThousandPreferences.k0580))
    keys.append(PreferenceKey("k0581", \ThousandPreferences.k0581))
    keys.append(PreferenceKey("k0582", \ThousandPreferences.k0582))
    keys.append(PreferenceKey("k0583", \ThousandPreferences.k0583))
    keys.append(PreferenceKey("k0584", \ThousandPreferences.k0584))
    keys.append(PreferenceKey("k0585", \ThousandPreferences.k0585))
    keys.append(PreferenceKey("k0586", \ThousandPreferences.k0586))
    keys.append(PreferenceKey("k0587", \ThousandPreferences.k0587))
    keys.append(PreferenceKey("k0588", \ThousandPreferences.k0588))
    keys.append(PreferenceKey("k0589", \ThousandPreferences.k0589))
    keys.append(PreferenceKey("k0590", \ThousandPreferences.k0590))
    keys.append(PreferenceKey("k0591", \ThousandPreferences.k0591))
    keys.append(PreferenceKey("k0592", \ThousandPreferences.k0592))
    keys.append(PreferenceKey("k0593", \ThousandPreferences.k0593))
    keys.append(PreferenceKey("k0594", \ThousandPreferences.k0594))
    keys.append(PreferenceKey("k0595", \ThousandPreferences.k0595))
    keys.append(PreferenceKey("k0596", \ThousandPreferences.k0596))
    keys.append(PreferenceKey("k0597", \ThousandPreferences.k0597))
    keys.append(PreferenceKey("k0598", \ThousandPreferences.k0598))
    keys.append(PreferenceKey("k0599", \ThousandPreferences.k0599))
    keys.append(PreferenceKey("k0600", \ThousandPreferences.k0600))
    keys.append(PreferenceKey("k0601", \ThousandPreferences.k0601))
    keys.append(PreferenceKey("k0602", \ThousandPreferences.k0602))
    keys.append(PreferenceKey("k0603", \ThousandPreferences.k0603))
    keys.append(PreferenceKey("k0604", \ThousandPreferences.k0604))
    keys.append(PreferenceKey("k0605", \ThousandPreferences.k0605))
    keys.append(PreferenceKey("k0606", \ThousandPreferences.k0606))
    keys.append(PreferenceKey("k0607", \ThousandPreferences.k0607))
    keys.append(PreferenceKey("k0608", \ThousandPreferences.k0608))
    keys.append(PreferenceKey("k0609", \ThousandPreferences.k0609))
    keys.append(PreferenceKey("k0610", \ThousandPreferences.k0610))
    keys.append(PreferenceKey("k0611", \ThousandPreferences.k0611))
    keys.append(PreferenceKey("k0612", \ThousandPreferences.k0612))
    keys.append(PreferenceKey("k0613", \ThousandPreferences.k0613))
    keys.append(PreferenceKey("k0614", \ThousandPreferences.k0614))
    keys.append(PreferenceKey("k0615", \ThousandPreferences.k0615))
    keys.append(PreferenceKey("k0616", \ThousandPreferences.k0616))
    keys.append(PreferenceKey("k0617", \ThousandPreferences.k0617))
    keys.append(PreferenceKey("k0618", \ThousandPreferences.k0618))
    keys.append(PreferenceKey("k0619", \ThousandPreferences.k0619))
    keys.append(PreferenceKey("k0620", \ThousandPreferences.k0620))
    keys.append(PreferenceKey("k0621", \ThousandPreferences.k0621))
    keys.append(PreferenceKey("k0622", \ThousandPreferences.k0622))
    keys.append(PreferenceKey("k0623", \ThousandPreferences.k0623))
    keys.append(PreferenceKey("k0624", \ThousandPreferences.k0624))
    keys.append(PreferenceKey("k0625", \ThousandPreferences.k0625))
    keys.append(PreferenceKey("k0626", \ThousandPreferences.k0626))
    keys.append(PreferenceKey("k0627", \ThousandPreferences.k0627))
    keys.append(PreferenceKey("k0628", \ThousandPreferences.k0628))
    keys.append(PreferenceKey("k0629", \ThousandPreferences.k0629))
    keys.append(PreferenceKey("k0630", \ThousandPreferences.k0630))
    keys.append(PreferenceKey("k0631", \ThousandPreferences.k0631))
    keys.append(PreferenceKey("k0632", \ThousandPreferences.k0632))
    keys.append(PreferenceKey("k0633", \ThousandPreferences.k0633))
    keys.append(PreferenceKey("k0634", \ThousandPreferences.k0634))
    keys.append(PreferenceKey("k0635", \ThousandPreferences.k0635))
    keys.append(PreferenceKey("k0636", \ThousandPreferences.k0636))
    keys.append(PreferenceKey("k0637", \ThousandPreferences.k0637))
    keys.append(PreferenceKey("k0638", \ThousandPreferences.k0638))
    keys.append(PreferenceKey("k0639", \ThousandPreferences.k0639))
    keys.append(PreferenceKey("k0640", \ThousandPreferences.k0640))
    keys.append(PreferenceKey("k0641", \ThousandPreferences.k0641))
    keys.append(PreferenceKey("k0642", \ThousandPreferences.k0642))
    keys.append(PreferenceKey("k0643", \ThousandPreferences.k0643))
    keys.append(PreferenceKey("k0644", \ThousandPreferences.k0644))
    keys.append(PreferenceKey("k0645", \ThousandPreferences.k0645))
    keys.append(PreferenceKey("k0646", \ThousandPreferences.k0646))
    keys.append(PreferenceKey("k0647", \ThousandPreferences.k0647))
    keys.append(PreferenceKey("k0648", \ThousandPreferences.k0648))
    keys.append(PreferenceKey("k0649", \ThousandPreferences.k0649))
    keys.append(PreferenceKey("k0650", \ThousandPreferences.k0650))
    keys.append(PreferenceKey("k0651", \ThousandPreferences.k0651))
    keys.append(PreferenceKey("k0652", \ThousandPreferences.k0652))
    keys.append(PreferenceKey("k0653", \ThousandPreferences.k0653))
    keys.append(PreferenceKey("k0654", \ThousandPreferences.k0654))
    keys.append(PreferenceKey("k0655", \ThousandPreferences.k0655))
    keys.append(PreferenceKey("k0656", \ThousandPreferences.k0656))
    keys.append(PreferenceKey("k0657", \ThousandPreferences.k0657))
    keys.append(PreferenceKey("k0658", \ThousandPreferences.k0658))
    keys.append(PreferenceKey("k0659", \ThousandPreferences.k0659))
    keys.append(PreferenceKey("k0660", \ThousandPreferences.k0660))
    keys.append(PreferenceKey("k0661", \ThousandPreferences.k0661))
    keys.append(PreferenceKey("k0662", \ThousandPreferences.k0662))
    keys.append(PreferenceKey("k0663", \ThousandPreferences.k0663))
    keys.append(PreferenceKey("k0664", \ThousandPreferences.k0664))
    keys.append(PreferenceKey("k0665", \ThousandPreferences.k0665))
    keys.append(PreferenceKey("k0666", \ThousandPreferences.k0666))
    keys.append(PreferenceKey("k0667", \ThousandPreferences.k0667))
    keys.append(PreferenceKey("k0668", \ThousandPreferences.k0668))
    keys.append(PreferenceKey("k0669", \ThousandPreferences.k0669))
    keys.append(PreferenceKey("k0670", \ThousandPreferences.k0670))
    keys.append(PreferenceKey("k0671", \ThousandPreferences.k0671))
    keys.append(PreferenceKey("k0672", \ThousandPreferences.k0672))
    keys.append(PreferenceKey("k0673", \ThousandPreferences.k0673))
    keys.append(PreferenceKey("k0674", \ThousandPreferences.k0674))
    keys.append(PreferenceKey("k0675", \ThousandPreferences.k0675))
    keys.append(PreferenceKey("k0676", \ThousandPreferences.k0676))
    keys.append(PreferenceKey("k0677", \ThousandPreferences.k0677))
    keys.append(PreferenceKey("k0678", \ThousandPreferences.k0678))
    keys.append(PreferenceKey("k0679", \ThousandPreferences.k0679))
    keys.append(PreferenceKey("k0680", \ThousandPreferences.k0680))
    keys.append(PreferenceKey("k0681", \ThousandPreferences.k0681))
    keys.append(PreferenceKey("k0682", \ThousandPreferences.k0682))
    keys.append(PreferenceKey("k0683", \ThousandPreferences.k0683))
    keys.append(PreferenceKey("k0684", \ThousandPreferences.k0684))
    keys.append(PreferenceKey("k0685", \ThousandPreferences.k0685))
    keys.append(PreferenceKey("k0686", \ThousandPreferences.k0686))
    keys.append(PreferenceKey("k0687", \ThousandPreferences.k0687))
    keys.append(PreferenceKey("k0688", \ThousandPreferences.k0688))
    keys.append(PreferenceKey("k0689", \ThousandPreferences.k0689))
    keys.append(PreferenceKey("k0690", \ThousandPreferences.k0690))
    keys.append(PreferenceKey("k0691", \ThousandPreferences.k0691))
    keys.append(PreferenceKey("k0692", \ThousandPreferences.k0692))
    keys.append(PreferenceKey("k0693", \ThousandPreferences.k0693))
    keys.append(PreferenceKey("k0694", \ThousandPreferences.k0694))
    keys.append(PreferenceKey("k0695", \ThousandPreferences.k0695))
    keys.append(PreferenceKey("k0696", \ThousandPreferences.k0696))
    keys.append(PreferenceKey("k0697", \ThousandPreferences.k0697))
    keys.append(PreferenceKey("k0698", \ThousandPreferences.k0698))
    keys.append(PreferenceKey("k0699", \ThousandPreferences.k0699))
    keys.append(PreferenceKey("k0700", \ThousandPreferences.k0700))
    keys.append(PreferenceKey("k0701", \ThousandPreferences.k0701))
    keys.append(PreferenceKey("k0702", \ThousandPreferences.k0702))
    keys.append(PreferenceKey("k0703", \ThousandPreferences.k0703))
    keys.append(PreferenceKey("k0704", \ThousandPreferences.k0704))
    keys.append(PreferenceKey("k0705", \ThousandPreferences.k0705))
    keys.append(PreferenceKey("k0706", \ThousandPreferences.k0706))
    keys.append(PreferenceKey("k0707", \ThousandPreferences.k0707))
    keys.append(PreferenceKey("k0708", \ThousandPreferences.k0708))
    keys.append(PreferenceKey("k0709", \ThousandPreferences.k0709))
    keys.append(PreferenceKey("k0710", \ThousandPreferences.k0710))
    keys.append(PreferenceKey("k0711", \ThousandPreferences.k0711))
    keys.append(PreferenceKey("k0712", \ThousandPreferences.k0712))
    keys.append(PreferenceKey("k0713", \ThousandPreferences.k0713))
    keys.append(PreferenceKey("k0714", \ThousandPreferences.k0714))
    keys.append(PreferenceKey("k0715", \ThousandPreferences.k0715))
    keys.append(PreferenceKey("k0716", \ThousandPreferences.k0716))
    keys.append(PreferenceKey("k0717", \ThousandPreferences.k0717))
    keys.append(PreferenceKey("k0718", \ThousandPreferences.k0718))
    keys.append(PreferenceKey("k0719", \ThousandPreferences.k0719))
    keys.append(PreferenceKey("k0720", \ThousandPreferences.k0720))
    keys.append(PreferenceKey("k0721", \ThousandPreferences.k0721))
    keys.append(PreferenceKey("k0722", \ThousandPreferences.k0722))
    keys.append(PreferenceKey("k0723", \ThousandPreferences.k0723))
    keys.append(PreferenceKey("k0724", \ThousandPreferences.k0724))
    keys.append(PreferenceKey("k0725", \ThousandPreferences.k0725))
    keys.append(PreferenceKey("k0726", \ThousandPreferences.k0726))
    keys.append(PreferenceKey("k0727", \ThousandPreferences.k0727))
    keys.append(PreferenceKey("k0728", \ThousandPreferences.k0728))
    keys.append(PreferenceKey("k0729", \ThousandPreferences.k0729))
    keys.append(PreferenceKey("k0730", \ThousandPreferences.k0730))
    keys.append(PreferenceKey("k0731", \ThousandPreferences.k0731))
    keys.append(PreferenceKey("k0732", \ThousandPreferences.k0732))
    keys.append(PreferenceKey("k0733", \ThousandPreferences.k0733))
    keys.append(PreferenceKey("k0734", \ThousandPreferences.k0734))
    keys.append(PreferenceKey("k0735", \ThousandPreferences.k0735))
    keys.append(PreferenceKey("k0736", \ThousandPreferences.k0736))
    keys.append(PreferenceKey("k0737", \ThousandPreferences.k0737))
    keys.append(PreferenceKey("k0738", \ThousandPreferences.k0738))
    keys.append(PreferenceKey("k0739", \ThousandPreferences.k0739))
    keys.append(PreferenceKey("k0740", \ThousandPreferences.k0740))
    keys.append(PreferenceKey("k0741", \ThousandPreferences.k0741))
    keys.append(PreferenceKey("k0742", \ThousandPreferences.k0742))
    keys.append(PreferenceKey("k0743", \ThousandPreferences.k0743))
    keys.append(PreferenceKey("k0744", \ThousandPreferences.k0744))
    keys.append(PreferenceKey("k0745", \ThousandPreferences.k0745))
    keys.append(PreferenceKey("k0746", \ThousandPreferences.k0746))
    keys.append(PreferenceKey("k0747", \ThousandPreferences.k0747))
    keys.append(PreferenceKey("k0748", \ThousandPreferences.k0748))
    keys.append(PreferenceKey("k0749", \ThousandPreferences.k0749))
    keys.append(PreferenceKey("k0750", \ThousandPreferences.k0750))
    keys.append(PreferenceKey("k0751", \ThousandPreferences.k0751))
    keys.append(PreferenceKey("k0752", \ThousandPreferences.k0752))
    keys.append(PreferenceKey("k0753", \ThousandPreferences.k0753))
    keys.append(PreferenceKey("k0754", \ThousandPreferences.k0754))
    keys.append(PreferenceKey("k0755", \ThousandPreferences.k0755))
    keys.append(PreferenceKey("k0756", \ThousandPreferences.k0756))
    keys.append(PreferenceKey("k0757", \ThousandPreferences.k0757))
    keys.append(PreferenceKey("k0758", \ThousandPreferences.k0758))
    keys.append(PreferenceKey("k0759", \ThousandPreferences.k0759))
    keys.append(PreferenceKey("k0760", \ThousandPreferences.k0760))
    keys.append(PreferenceKey("k0761", \ThousandPreferences.k0761))
    keys.append(PreferenceKey("k0762", \ThousandPreferences.k0762))
    keys.append(PreferenceKey("k0763", \ThousandPreferences.k0763))
    keys.append(PreferenceKey("k0764", \ThousandPreferences.k0764))
    keys.append(PreferenceKey("k0765", \ThousandPreferences.k0765))
    keys.append(PreferenceKey("k0766", \ThousandPreferences.k0766))
    keys.append(PreferenceKey("k0767", \ThousandPreferences.k0767))
    keys.append(PreferenceKey("k0768", \ThousandPreferences.k0768))
    keys.append(PreferenceKey("k0769", \ThousandPreferences.k0769))
    keys.append(PreferenceKey("k0770", \ThousandPreferences.k0770))
    keys.append(PreferenceKey("k0771", \ThousandPreferences.k0771))
    keys.append(PreferenceKey("k0772", \ThousandPreferences.k0772))
    keys.append(PreferenceKey("k0773", \ThousandPreferences.k0773))
    keys.append(PreferenceKey("k0774", \ThousandPreferences.k0774))
    keys.append(PreferenceKey("k0775", \ThousandPreferences.k0775))
    keys.append(PreferenceKey("k0776", \ThousandPreferences.k0776))
    keys.append(PreferenceKey("k0777", \ThousandPreferences.k0777))
    keys.append(PreferenceKey("k0778", \ThousandPreferences.k0778))
    keys.append(PreferenceKey("k0779", \ThousandPreferences.k0779))
    keys.append(PreferenceKey("k0780", \ThousandPreferences.k0780))
    keys.append(PreferenceKey("k0781", \ThousandPreferences.k0781))
    keys.append(PreferenceKey("k0782", \ThousandPreferences.k0782))
    keys.append(PreferenceKey("k0783", \ThousandPreferences.k0783))
    keys.append(PreferenceKey("k0784", \ThousandPreferences.k0784))
    keys.append(PreferenceKey("k0785", \ThousandPreferences.k0785))
    keys.append(PreferenceKey("k0786", \ThousandPreferences.k0786))
    keys.append(PreferenceKey("k0787", \ThousandPreferences.k0787))
    keys.append(PreferenceKey("k0788", \ThousandPreferences.k0788))
    keys.append(PreferenceKey("k0789", \ThousandPreferences.k0789))
    keys.append(PreferenceKey("k0790", \ThousandPreferences.k0790))
    keys.append(PreferenceKey("k0791", \ThousandPreferences.k0791))
    keys.append(PreferenceKey("k0792", \ThousandPreferences.k0792))
    keys.append(PreferenceKey("k0793", \ThousandPreferences.k0793))
    keys.append(PreferenceKey("k0794", \ThousandPreferences.k0794))
    keys.append(PreferenceKey("k0795", \ThousandPreferences.k0795))
    keys.append(PreferenceKey("k0796", \ThousandPreferences.k0796))
    keys.append(PreferenceKey("k0797", \ThousandPreferences.k0797))
    keys.append(PreferenceKey("k0798", \ThousandPreferences.k0798))
    keys.append(PreferenceKey("k0799", \ThousandPreferences.k0799))
    keys.append(PreferenceKey("k0800", \ThousandPreferences.k0800))
    keys.append(PreferenceKey("k0801", \ThousandPreferences.k0801))
    keys.append(PreferenceKey("k0802", \ThousandPreferences.k0802))
    keys.append(PreferenceKey("k0803", \ThousandPreferences.k0803))
    keys.append(PreferenceKey("k0804", \ThousandPreferences.k0804))
    keys.append(PreferenceKey("k0805", \ThousandPreferences.k0805))
    keys.append(PreferenceKey("k0806", \ThousandPreferences.k0806))
    keys.append(PreferenceKey("k0807", \ThousandPreferences.k0807))
    keys.append(PreferenceKey("k0808", \ThousandPreferences.k0808))
    keys.append(PreferenceKey("k0809", \ThousandPreferences.k0809))
    keys.append(PreferenceKey("k0810", \ThousandPreferences.k0810))
    keys.append(PreferenceKey("k0811", \ThousandPreferences.k0811))
    keys.append(PreferenceKey("k0812", \ThousandPreferences.k0812))
    keys.append(PreferenceKey("k0813", \ThousandPreferences.k0813))
    keys.append(PreferenceKey("k0814", \ThousandPreferences.k0814))
    keys.append(PreferenceKey("k0815", \ThousandPreferences.k0815))
    keys.append(PreferenceKey("k0816", \ThousandPreferences.k0816))
    keys.append(PreferenceKey("k0817", \ThousandPreferences.k0817))
    keys.append(PreferenceKey("k0818", \ThousandPreferences.k0818))
    keys.append(PreferenceKey("k0819", \ThousandPreferences.k0819))
    keys.append(PreferenceKey("k0820", \ThousandPreferences.k0820))
    keys.append(PreferenceKey("k0821", \ThousandPreferences.k0821))
    keys.append(PreferenceKey("k0822", \ThousandPreferences.k0822))
    keys.append(PreferenceKey("k0823", \ThousandPreferences.k0823))
    keys.append(PreferenceKey("k0824", \ThousandPreferences.k0824))
    keys.append(PreferenceKey("k0825", \ThousandPreferences.k0825))
    keys.append(PreferenceKey("k0826", \ThousandPreferences.k0826))
    keys.append(PreferenceKey("k0827", \ThousandPreferences.k0827))
    keys.append(PreferenceKey("k0828", \ThousandPreferences.k0828))
    keys.append(PreferenceKey("k0829", \ThousandPreferences.k0829))
    keys.append(PreferenceKey("k0830", \ThousandPreferences.k0830))
    keys.append(PreferenceKey("k0831", \ThousandPreferences.k0831))
    keys.append(PreferenceKey("k0832", \ThousandPreferences.k0832))
    keys.append(PreferenceKey("k0833", \ThousandPreferences.k0833))
    keys.append(PreferenceKey("k0834", \ThousandPreferences.k0834))
    keys.append(PreferenceKey("k0835", \ThousandPreferences.k0835))
    keys.append(PreferenceKey("k0836", \ThousandPreferences.k0836))
    keys.append(PreferenceKey("k0837", \ThousandPreferences.k0837))
    keys.append(PreferenceKey("k0838", \ThousandPreferences.k0838))
    keys.append(PreferenceKey("k0839", \ThousandPreferences.k0839))
    keys.append(PreferenceKey("k0840", \ThousandPreferences.k0840))
    keys.append(PreferenceKey("k0841", \ThousandPreferences.k0841))
    keys.append(PreferenceKey("k0842", \ThousandPreferences.k0842))
    keys.append(PreferenceKey("k0843", \ThousandPreferences.k0843))
    keys.append(PreferenceKey("k0844", \ThousandPreferences.k0844))
    keys.append(PreferenceKey("k0845", \ThousandPreferences.k0845))
    keys.append(PreferenceKey("k0846", \ThousandPreferences.k0846))
    keys.append(PreferenceKey("k0847", \ThousandPreferences.k0847))
    keys.append(PreferenceKey("k0848", \ThousandPreferences.k0848))
    keys.append(PreferenceKey("k0849", \ThousandPreferences.k0849))
    keys.append(PreferenceKey("k0850", \ThousandPreferences.k0850))
    keys.append(PreferenceKey("k0851", \ThousandPreferences.k0851))
    keys.append(PreferenceKey("k0852", \ThousandPreferences.k0852))
    keys.append(PreferenceKey("k0853", \ThousandPreferences.k0853))
    keys.append(PreferenceKey("k0854", \ThousandPreferences.k0854))
    keys.append(PreferenceKey("k0855", \ThousandPreferences.k0855))
    keys.append(PreferenceKey("k0856", \ThousandPreferences.k0856))
    keys.append(PreferenceKey("k0857", \ThousandPreferences.k0857))
    keys.append(PreferenceKey("k0858", \ThousandPreferences.k0858))
    keys.append(PreferenceKey("k0859", \ThousandPreferences.k0859))
    keys.append(PreferenceKey("k0860", \ThousandPreferences.k0860))
    keys.append(PreferenceKey("k0861", \ThousandPreferences.k0861))
    keys.append(PreferenceKey("k0862", \ThousandPreferences.k0862))
    keys.append(PreferenceKey("k0863", \ThousandPreferences.k0863))
    keys.append(PreferenceKey("k0864", \ThousandPreferences.k0864))
    keys.append(PreferenceKey("k0865", \ThousandPreferences.k0865))
    keys.append(PreferenceKey("k0866", \ThousandPreferences.k0866))
    keys.append(PreferenceKey("k0867", \ThousandPreferences.k0867))
    keys.append(PreferenceKey("k0868", \ThousandPreferences.k0868))
    keys.append(PreferenceKey("k0869", \ThousandPreferences.k0869))
    keys.append(PreferenceKey("k0870", \ThousandPreferences.k0870))
    keys.append(PreferenceKey("k0871", \ThousandPreferences.k0871))
    keys.append(PreferenceKey("k0872", \ThousandPreferences.k0872))
    keys.append(PreferenceKey("k0873", \ThousandPreferences.k0873))
    keys.append(PreferenceKey("k0874", \ThousandPreferences.k0874))
    keys.append(PreferenceKey("k0875", \ThousandPreferences.k0875))
    keys.append(PreferenceKey("k0876", \ThousandPreferences.k0876))
    keys.append(PreferenceKey("k0877", \ThousandPreferences.k0877))
    keys.append(PreferenceKey("k0878", \ThousandPreferences.k0878))
    keys.append(PreferenceKey("k0879", \ThousandPreferences.k0879))
    keys.append(PreferenceKey("k0880", \ThousandPreferences.k0880))
    keys.append(PreferenceKey("k0881", \ThousandPreferences.k0881))
    keys.append(PreferenceKey("k0882", \ThousandPreferences.k0882))
    keys.append(PreferenceKey("k0883", \ThousandPreferences.k0883))
    keys.append(PreferenceKey("k0884", \ThousandPreferences.k0884))
    keys.append(PreferenceKey("k0885", \ThousandPreferences.k0885))
    keys.append(PreferenceKey("k0886", \ThousandPreferences.k0886))
    keys.append(PreferenceKey("k0887", \ThousandPreferences.k0887))
    keys.append(PreferenceKey("k0888", \ThousandPreferences.k0888))
    keys.append(PreferenceKey("k0889", \ThousandPreferences.k0889))
    keys.append(PreferenceKey("k0890", \ThousandPreferences.k0890))
    keys.append(PreferenceKey("k0891", \ThousandPreferences.k0891))
    keys.append(PreferenceKey("k0892", \ThousandPreferences.k0892))
    keys.append(PreferenceKey("k0893", \ThousandPreferences.k0893))
    keys.append(PreferenceKey("k0894", \ThousandPreferences.k0894))
    keys.append(PreferenceKey("k0895", \ThousandPreferences.k0895))
    keys.append(PreferenceKey("k0896", \ThousandPreferences.k0896))
    keys.append(PreferenceKey("k0897", \ThousandPreferences.k0897))
    keys.append(PreferenceKey("k0898", \ThousandPreferences.k0898))
    keys.append(PreferenceKey("k0899", \ThousandPreferences.k0899))
    keys.append(PreferenceKey("k0900", \ThousandPreferences.k0900))
    keys.append(PreferenceKey("k0901", \ThousandPreferences.k0901))
    keys.append(PreferenceKey("k0902", \ThousandPreferences.k0902))
    keys.append(PreferenceKey("k0903", \ThousandPreferences.k0903))
    keys.append(PreferenceKey("k0904", \ThousandPreferences.k0904))
    keys.append(PreferenceKey("k0905", \ThousandPreferences.k0905))
    keys.append(PreferenceKey("k0906", \ThousandPreferences.k0906))
    keys.append(PreferenceKey("k0907", \ThousandPreferences.k0907))
    keys.append(PreferenceKey("k0908", \ThousandPreferences.k0908))
    keys.append(PreferenceKey("k0909", \ThousandPreferences.k0909))
    keys.append(PreferenceKey("k0910", \ThousandPreferences.k0910))
    keys.append(PreferenceKey("k0911", \ThousandPreferences.k0911))
    keys.append(PreferenceKey("k0912", \ThousandPreferences.k0912))
    keys.append(PreferenceKey("k0913", \ThousandPreferences.k0913))
    keys.append(PreferenceKey("k0914", \ThousandPreferences.k0914))
    keys.append(PreferenceKey("k0915", \ThousandPreferences.k0915))
    keys.append(PreferenceKey("k0916", \ThousandPreferences.k0916))
    keys.append(PreferenceKey("k0917", \ThousandPreferences.k0917))
    keys.append(PreferenceKey("k0918", \ThousandPreferences.k0918))
    keys.append(PreferenceKey("k0919", \ThousandPreferences.k0919))
    keys.append(PreferenceKey("k0920", \ThousandPreferences.k0920))
    keys.append(PreferenceKey("k0921", \ThousandPreferences.k0921))
    keys.append(PreferenceKey("k0922", \ThousandPreferences.k0922))
    keys.append(PreferenceKey("k0923", \ThousandPreferences.k0923))
    keys.append(PreferenceKey("k0924", \ThousandPreferences.k0924))
    keys.append(PreferenceKey("k0925", \ThousandPreferences.k0925))
    keys.append(PreferenceKey("k0926", \ThousandPreferences.k0926))
    keys.append(PreferenceKey("k0927", \ThousandPreferences.k0927))
    keys.append(PreferenceKey("k0928", \ThousandPreferences.k0928))
    keys.append(PreferenceKey("k0929", \ThousandPreferences.k0929))
    keys.append(PreferenceKey("k0930", \ThousandPreferences.k0930))
    keys.append(PreferenceKey("k0931", \ThousandPreferences.k0931))
    keys.append(PreferenceKey("k0932", \ThousandPreferences.k0932))
    keys.append(PreferenceKey("k0933", \ThousandPreferences.k0933))
    keys.append(PreferenceKey("k0934", \ThousandPreferences.k0934))
    keys.append(PreferenceKey("k0935", \ThousandPreferences.k0935))
    keys.append(PreferenceKey("k0936", \ThousandPreferences.k0936))
    keys.append(PreferenceKey("k0937", \ThousandPreferences.k0937))
    keys.append(PreferenceKey("k0938", \ThousandPreferences.k0938))
    keys.append(PreferenceKey("k0939", \ThousandPreferences.k0939))
    keys.append(PreferenceKey("k0940", \ThousandPreferences.k0940))
    keys.append(PreferenceKey("k0941", \ThousandPreferences.k0941))
    keys.append(PreferenceKey("k0942", \ThousandPreferences.k0942))
    keys.append(PreferenceKey("k0943", \ThousandPreferences.k0943))
    keys.append(PreferenceKey("k0944", \ThousandPreferences.k0944))
    keys.append(PreferenceKey("k0945", \ThousandPreferences.k0945))
    keys.append(PreferenceKey("k0946", \ThousandPreferences.k0946))
    keys.append(PreferenceKey("k0947", \ThousandPreferences.k0947))
    keys.append(PreferenceKey("k0948", \ThousandPreferences.k0948))
    keys.append(PreferenceKey("k0949", \ThousandPreferences.k0949))
    keys.append(PreferenceKey("k0950", \ThousandPreferences.k0950))
    keys.append(PreferenceKey("k0951", \ThousandPreferences.k0951))
    keys.append(PreferenceKey("k0952", \ThousandPreferences.k0952))
    keys.append(PreferenceKey("k0953", \ThousandPreferences.k0953))
    keys.append(PreferenceKey("k0954", \ThousandPreferences.k0954))
    keys.append(PreferenceKey("k0955", \ThousandPreferences.k0955))
    keys.append(PreferenceKey("k0956", \ThousandPreferences.k0956))
    keys.append(PreferenceKey("k0957", \ThousandPreferences.k0957))
    keys.append(PreferenceKey("k0958", \ThousandPreferences.k0958))
    keys.append(PreferenceKey("k0959", \ThousandPreferences.k0959))
    keys.append(PreferenceKey("k0960", \ThousandPreferences.k0960))
    keys.append(PreferenceKey("k0961", \ThousandPreferences.k0961))
    keys.append(PreferenceKey("k0962", \ThousandPreferences.k0962))
    keys.append(PreferenceKey("k0963", \ThousandPreferences.k0963))
    keys.append(PreferenceKey("k0964", \ThousandPreferences.k0964))
    keys.append(PreferenceKey("k0965", \ThousandPreferences.k0965))
    keys.append(PreferenceKey("k0966", \ThousandPreferences.k0966))
    keys.append(PreferenceKey("k0967", \ThousandPreferences.k0967))
    keys.append(PreferenceKey("k0968", \ThousandPreferences.k0968))
    keys.append(PreferenceKey("k0969", \ThousandPreferences.k0969))
    keys.append(PreferenceKey("k0970", \ThousandPreferences.k0970))
    keys.append(PreferenceKey("k0971", \ThousandPreferences.k0971))
    keys.append(PreferenceKey("k0972", \ThousandPreferences.k0972))
    keys.append(PreferenceKey("k0973", \ThousandPreferences.k0973))
    keys.append(PreferenceKey("k0974", \ThousandPreferences.k0974))
    keys.append(PreferenceKey("k0975", \ThousandPreferences.k0975))
    keys.append(PreferenceKey("k0976", \ThousandPreferences.k0976))
    keys.append(PreferenceKey("k0977", \ThousandPreferences.k0977))
    keys.append(PreferenceKey("k0978", \ThousandPreferences.k0978))
    keys.append(PreferenceKey("k0979", \ThousandPreferences.k0979))
    keys.append(PreferenceKey("k0980", \ThousandPreferences.k0980))
    keys.append(PreferenceKey("k0981", \ThousandPreferences.k0981))
    keys.append(PreferenceKey("k0982", \ThousandPreferences.k0982))
    keys.append(PreferenceKey("k0983", \ThousandPreferences.k0983))
    keys.append(PreferenceKey("k0984", \ThousandPreferences.k0984))
    keys.append(PreferenceKey("k0985", \ThousandPreferences.k0985))
    keys.append(PreferenceKey("k0986", \ThousandPreferences.k0986))
    keys.append(PreferenceKey("k0987", \ThousandPreferences.k0987))
    keys.append(PreferenceKey("k0988", \ThousandPreferences.k0988))
    keys.append(PreferenceKey("k0989", \ThousandPreferences.k0989))
    keys.append(PreferenceKey("k0990", \ThousandPreferences.k0990))
    keys.append(PreferenceKey("k0991", \ThousandPreferences.k0991))
    keys.append(PreferenceKey("k0992", \ThousandPreferences.k0992))
    keys.append(PreferenceKey("k0993", \ThousandPreferences.k0993))
    keys.append(PreferenceKey("k0994", \ThousandPreferences.k0994))
    keys.append(PreferenceKey("k0995", \ThousandPreferences.k0995))
    keys.append(PreferenceKey("k0996", \ThousandPreferences.k0996))
    keys.append(PreferenceKey("k0997", \ThousandPreferences.k0997))
    keys.append(PreferenceKey("k0998", \ThousandPreferences.k0998))
    keys.append(PreferenceKey("k0999", \ThousandPreferences.k0999))
    return keys
  }
}

/// A folder of its own for the benchmark's preference files, removed at exit.
let preferencesFolder: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("bindkit-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: preferencesFolder) }
  return url
}()

/// The file `prefs.load.1000` loads: every one of the 1,000 keys set to a value other than its default.
func writeThousandKeysFile() -> URL {
  let url = preferencesFolder.appendingPathComponent("thousand.json")
  let body = (0..<1000).map { "  \"k\(String(10_000 + $0).dropFirst())\" : \($0 + 1)" }.joined(separator: ",\n")
  try? Data(("{\n" + body + "\n}\n").utf8).write(to: url)
  return url
}

/// Loads the store from `url` `count` times; checks that every load read the file.
@inline(never)
func loadThousandKeys(_ url: URL, _ count: Int) {
  for _ in 0..<count {
    let store = ThousandPreferences(fileURL: url)
    precondition(store.k0999 == 1000 && store.loadProblem == nil, "the file was read")
  }
}

/// Sets a bound store's property `count` times (the file is written by the scheduler later, never here).
@inline(never)
func setPreferences(_ store: BenchPreferences, _ count: Int) {
  for index in 0..<count { store.text = sampleStrings[index & 15] }
}

/// Types into `field` `count` times, ending editing after each: with an undo manager attached, each is one step.
@inline(never)
func enterTextsEndingEach(_ field: Field, _ count: Int) {
  for index in 0..<count {
    field.enterText(sampleStrings[index & 15])
    field.endEditing()
  }
}
