import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { navLinks } from './nav-links';
import { shopContact } from './shop-contact';
import classes from './site-footer-content.module.css';
import { LogoMark } from '@/components/ui/logo-mark';

const socialIcons = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
  TikTok: IconBrandTiktok,
} as const;

/** The footer's content: the shop, its links, contact and social accounts (SiteFooter). */
export default function SiteFooterContent() {
  const { t } = useTranslation();
  const format = useFormat();
  const year = format.number(new Date().getFullYear(), { useGrouping: false });
  return (
    <div className={classes.inner}>
      <div className={classes.columns}>
        <div className={classes.column}>
          <p className={classes.brand}>
            <LogoMark size={32} gradientId="logo-footer" />
            {t('brand.name')}
          </p>
          <p className={classes.text}>{t('footer.about')}</p>
        </div>

        <nav aria-label={t('footer.quickLinks')}>
          <div className={classes.heading}>{t('footer.quickLinks')}</div>
          <div className={classes.links}>
            {navLinks.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {t(link.label)}
              </Link>
            ))}
            <Link to="/track-order" className={classes.link} data-testid="footer-track-order">
              {t('guest.lookup.footer')}
            </Link>
          </div>
        </nav>

        <div>
          <div className={classes.heading}>{t('footer.contact')}</div>
          <div className={classes.contact}>
            <p className={classes.line} data-start>
              <IconMapPin size={18} aria-hidden />
              {t('footer.address')}
            </p>
            <p className={classes.line}>
              <IconPhone size={18} aria-hidden />
              <a className={classes.link} href={`tel:${shopContact.phone.replaceAll(' ', '')}`} dir="ltr">
                {shopContact.phone}
              </a>
            </p>
            <p className={classes.line}>
              <IconMail size={18} aria-hidden />
              <a className={classes.link} href={`mailto:${shopContact.email}`}>
                {shopContact.email}
              </a>
            </p>
            <p className={classes.text}>{t('footer.hours')}</p>
          </div>
        </div>

        <div>
          <div className={classes.heading}>{t('footer.follow')}</div>
          <p className={classes.text} data-follow>
            {t('footer.followText')}
          </p>
          <div className={classes.socials}>
            {shopContact.socials.map((social) => {
              const Icon = socialIcons[social.name];
              return (
                <a
                  key={social.name}
                  className={classes.social}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                >
                  <Icon size={20} />
                </a>
              );
            })}
          </div>
        </div>
      </div>
      <p className={classes.bottom}>{t('footer.rights', { year })}</p>
    </div>
  );
}
